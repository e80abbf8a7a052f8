-- Earthquake Splits the Land: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "earthquake-splits-the-land",
  name = "Earthquake Splits the Land",
  kind = "major",
  cost = 6,
  speed = "slow",
  range = 1,
  from = "sacred",
  where = "any",
  elements = {"earth", "fire"},
  aim = "damage",
  text = "2 Fear. 1 Damage to each Invader. Destroy 1 City. With 3 earth: destroy 1 Town.",
  effect = function(g, c)
    P.fear(g, c, 2)
    P.damage_each(g, c, 1)
    P.destroy(g, c, 1, {"city"})
    if P.threshold(g, c.p, {earth = 3}) then P.destroy(g, c, 1, {"town"}) end
  end,
}
