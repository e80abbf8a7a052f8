-- Dahan Ambush: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "dahan-ambush",
  name = "Dahan Ambush",
  kind = "minor",
  cost = 1,
  speed = "fast",
  range = 1,
  where = "dahan",
  elements = {"sun", "animal"},
  aim = "damage",
  text = "1 Damage per Dahan (at most 3).",
  effect = function(g, c)
    P.damage(g, c, math.min(3, D.n(g, c.land, "dahan")))
  end,
}
