-- Gift of the Deep Forest: Keeper of the Forbidden Wilds' unique power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "gift-of-the-deep-forest",
  name = "Gift of the Deep Forest",
  kind = "unique",
  spirit = "keeper-of-the-forbidden-wilds",
  cost = 1,
  speed = "fast",
  target = "spirit",
  elements = {"sun", "plant", "earth"},
  aim = "energy",
  text = "Target Spirit gains 1 Energy; its Powers have +1 Range this turn.",
  effect = function(g, c)
    P.gain_energy(g, c, 1, c.target)
    D.sadd(g, c.target, "range_bonus", 1)
  end,
}
