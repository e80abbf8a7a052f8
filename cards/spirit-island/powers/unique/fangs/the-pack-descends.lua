-- The Pack Descends: Sharp Fangs Behind the Leaves' unique power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "the-pack-descends",
  name = "The Pack Descends",
  kind = "unique",
  spirit = "sharp-fangs-behind-the-leaves",
  cost = 2,
  speed = "slow",
  range = 1,
  where = "beasts",
  elements = {"animal", "plant"},
  aim = "damage",
  text = "1 Fear. 1 Damage per Beasts (at most 3).",
  effect = function(g, c)
    P.fear(g, c, 1)
    P.damage(g, c, math.min(3, D.count(g, c.land, "beasts")))
  end,
}
