-- Thistle Walls: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "thistle-walls",
  name = "Thistle Walls",
  kind = "minor",
  cost = 0,
  speed = "fast",
  range = 0,
  where = "any",
  elements = {"plant", "earth"},
  aim = "defend",
  text = "Defend 2.",
  effect = function(g, c)
    P.defend(g, c, 2)
  end,
}
