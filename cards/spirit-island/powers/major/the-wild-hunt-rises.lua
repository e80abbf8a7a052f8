-- The Wild Hunt Rises: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "the-wild-hunt-rises",
  name = "The Wild Hunt Rises",
  kind = "major",
  cost = 4,
  speed = "fast",
  range = 1,
  where = "any",
  elements = {"animal", "plant", "moon"},
  aim = "damage",
  text = "Add 2 Beasts. 1 Damage per Beasts. 2 Fear. With 3 animal, 2 plant: 1 Damage to each Invader.",
  effect = function(g, c)
    P.add_token(g, c, "beasts", 2)
    P.damage(g, c, D.count(g, c.land, "beasts"))
    P.fear(g, c, 2)
    if P.threshold(g, c.p, {animal = 3, plant = 2}) then P.damage_each(g, c, 1) end
  end,
}
