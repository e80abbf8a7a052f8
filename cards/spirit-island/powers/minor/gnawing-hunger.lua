-- Gnawing Hunger: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "gnawing-hunger",
  name = "Gnawing Hunger",
  kind = "minor",
  cost = 1,
  speed = "slow",
  range = 1,
  where = "beasts",
  elements = {"animal", "earth"},
  aim = "damage",
  text = "1 Damage per Beasts (at most 2), to Explorers and Towns only.",
  effect = function(g, c)
    P.damage(g, c, math.min(2, D.count(g, c.land, "beasts")), nil, {"explorer", "town"})
  end,
}
