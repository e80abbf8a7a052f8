-- Lead Them Astray: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "lead-them-astray",
  name = "Lead Them Astray",
  kind = "minor",
  cost = 0,
  speed = "slow",
  range = 1,
  where = "invaders",
  elements = {"moon", "air"},
  aim = "push",
  text = "Push up to 1 Town.",
  effect = function(g, c)
    P.push(g, c, 1, {"town"}, {upto = true})
  end,
}
