-- Pillar of Living Flame: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "pillar-of-living-flame",
  name = "Pillar of Living Flame",
  kind = "major",
  cost = 5,
  speed = "slow",
  range = 2,
  from = "sacred",
  where = "invaders",
  elements = {"fire", "air"},
  aim = "damage",
  text = "3 Fear. 5 Damage. Remove 1 Wilds. With 4 fire: +2 Fear, +3 Damage.",
  effect = function(g, c)
    local strong = P.threshold(g, c.p, {fire = 4})
    P.fear(g, c, strong and 5 or 3)
    P.damage(g, c, strong and 8 or 5)
    P.remove_token(g, c, "wilds", 1)
  end,
}
