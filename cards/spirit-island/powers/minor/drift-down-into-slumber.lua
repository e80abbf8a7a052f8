-- Drift Down into Slumber: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "drift-down-into-slumber",
  name = "Drift Down into Slumber",
  kind = "minor",
  cost = 0,
  speed = "fast",
  range = 2,
  where = "any",
  elements = {"air", "earth", "plant"},
  aim = "defend",
  text = "Defend 1. If the land is Jungle or Sands, Defend 4 instead.",
  effect = function(g, c)
    local t = D.terrain(g, c.land)
    P.defend(g, c, (t == "jungle" or t == "sands") and 4 or 1)
  end,
}
