-- Quicksand Mire: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "quicksand-mire",
  name = "Quicksand Mire",
  kind = "minor",
  cost = 1,
  speed = "fast",
  range = 1,
  where = "sands/wetland",
  elements = {"water", "earth"},
  aim = "defend",
  text = "Defend 3.",
  effect = function(g, c)
    P.defend(g, c, 3)
  end,
}
