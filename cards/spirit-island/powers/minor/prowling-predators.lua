-- Prowling Predators: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "prowling-predators",
  name = "Prowling Predators",
  kind = "minor",
  cost = 1,
  speed = "slow",
  range = 1,
  where = "beasts",
  elements = {"animal", "fire"},
  aim = "damage",
  text = "1 Damage per Beasts (at most 2). 1 Fear.",
  effect = function(g, c)
    P.damage(g, c, math.min(2, D.count(g, c.land, "beasts")))
    P.fear(g, c, 1)
  end,
}
