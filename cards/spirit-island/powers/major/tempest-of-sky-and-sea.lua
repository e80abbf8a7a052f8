-- Tempest of Sky and Sea: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "tempest-of-sky-and-sea",
  name = "Tempest of Sky and Sea",
  kind = "major",
  cost = 5,
  speed = "fast",
  range = 2,
  from = "sacred",
  where = "coastal",
  elements = {"air", "water", "fire"},
  aim = "damage",
  text = "2 Fear. 1 Damage to each Invader. With 3 air and 2 water: 1 more Damage to each Invader.",
  effect = function(g, c)
    P.fear(g, c, 2)
    P.damage_each(g, c, 1)
    if P.threshold(g, c.p, {air = 3, water = 2}) then P.damage_each(g, c, 1) end
  end,
}
