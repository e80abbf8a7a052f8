-- Mudslide: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "mudslide",
  name = "Mudslide",
  kind = "minor",
  cost = 1,
  speed = "slow",
  range = 1,
  where = "mountain/wetland",
  elements = {"earth", "water"},
  aim = "damage",
  text = "2 Damage; +1 Damage in a Mountain.",
  effect = function(g, c)
    P.damage(g, c, D.terrain(g, c.land) == "mountain" and 3 or 2)
  end,
}
