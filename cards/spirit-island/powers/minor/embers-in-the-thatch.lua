-- Embers in the Thatch: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "embers-in-the-thatch",
  name = "Embers in the Thatch",
  kind = "minor",
  cost = 1,
  speed = "slow",
  range = 1,
  where = "buildings",
  elements = {"fire"},
  aim = "damage",
  text = "If there are no Dahan, destroy 1 Town. Otherwise 1 Damage.",
  effect = function(g, c)
    if D.n(g, c.land, "dahan") == 0 and D.n(g, c.land, "town") > 0 then
      P.destroy(g, c, 1, {"town"})
    else
      P.damage(g, c, 1)
    end
  end,
}
