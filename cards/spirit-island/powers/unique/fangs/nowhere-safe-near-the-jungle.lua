-- Nowhere Safe Near the Jungle: Sharp Fangs Behind the Leaves' unique power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "nowhere-safe-near-the-jungle",
  name = "Nowhere Safe Near the Jungle",
  kind = "unique",
  spirit = "sharp-fangs-behind-the-leaves",
  cost = 1,
  speed = "slow",
  range = 1,
  where = "invaders",
  elements = {"plant", "animal"},
  aim = "damage",
  text = "If the land has Beasts: destroy 1 Explorer and 1 Town. Otherwise 1 Damage.",
  effect = function(g, c)
    if D.count(g, c.land, "beasts") > 0 then
      P.destroy(g, c, 1, {"explorer"})
      P.destroy(g, c, 1, {"town"})
    else
      P.damage(g, c, 1)
    end
  end,
}
