-- Migration of the Wild Herds: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "migration-of-the-wild-herds",
  name = "Migration of the Wild Herds",
  kind = "major",
  cost = 3,
  speed = "fast",
  range = 2,
  where = "any",
  elements = {"animal", "plant", "earth"},
  aim = "beasts",
  text = "Add 3 Beasts. With 3 animal: 1 Damage per Beasts here.",
  effect = function(g, c)
    P.add_token(g, c, "beasts", 3)
    if P.threshold(g, c.p, {animal = 3}) then P.damage(g, c, D.count(g, c.land, "beasts")) end
  end,
}
