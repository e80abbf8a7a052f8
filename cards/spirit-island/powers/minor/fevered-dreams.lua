-- Fevered Dreams: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "fevered-dreams",
  name = "Fevered Dreams",
  kind = "minor",
  cost = 1,
  speed = "slow",
  range = 1,
  where = "invaders",
  elements = {"moon", "air"},
  aim = "fear",
  text = "2 Fear.",
  effect = function(g, c)
    P.fear(g, c, 2)
  end,
}
