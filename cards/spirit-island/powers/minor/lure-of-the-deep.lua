-- Lure of the Deep: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "lure-of-the-deep",
  name = "Lure of the Deep",
  kind = "minor",
  cost = 0,
  speed = "slow",
  range = 1,
  where = "coastal",
  elements = {"water", "moon"},
  aim = "push",
  text = "Push up to 2 Explorers.",
  effect = function(g, c)
    P.push(g, c, 2, {"explorer"}, {upto = true})
  end,
}
