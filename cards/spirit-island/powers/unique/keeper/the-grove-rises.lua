-- The Grove Rises: Keeper of the Forbidden Wilds' unique power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "the-grove-rises",
  name = "The Grove Rises",
  kind = "unique",
  spirit = "keeper-of-the-forbidden-wilds",
  cost = 2,
  speed = "slow",
  range = 0,
  where = "invaders",
  elements = {"sun", "plant", "fire"},
  aim = "damage",
  text = "2 Damage, +1 Damage per Wilds (at most 2).",
  effect = function(g, c)
    P.damage(g, c, 2 + math.min(2, D.count(g, c.land, "wilds")))
  end,
}
