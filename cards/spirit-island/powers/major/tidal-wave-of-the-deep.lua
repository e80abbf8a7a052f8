-- Tidal Wave of the Deep: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "tidal-wave-of-the-deep",
  name = "Tidal Wave of the Deep",
  kind = "major",
  cost = 5,
  speed = "slow",
  range = 1,
  from = "sacred",
  where = "coastal",
  elements = {"water", "earth", "moon"},
  aim = "damage",
  text = "2 Fear. 4 Damage. With 3 water and 2 earth: +1 Fear and 1 Damage to each Invader.",
  effect = function(g, c)
    P.fear(g, c, 2)
    P.damage(g, c, 4)
    if P.threshold(g, c.p, {water = 3, earth = 2}) then
      P.fear(g, c, 1)
      P.damage_each(g, c, 1)
    end
  end,
}
