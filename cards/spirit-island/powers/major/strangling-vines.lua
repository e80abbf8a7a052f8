-- Strangling Vines: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "strangling-vines",
  name = "Strangling Vines",
  kind = "major",
  cost = 4,
  speed = "slow",
  range = 1,
  where = "jungle/wetland",
  elements = {"plant", "earth"},
  aim = "damage",
  text = "3 Damage. Add 1 Wilds. With 3 plant: add another Wilds and 2 Damage.",
  effect = function(g, c)
    local strong = P.threshold(g, c.p, {plant = 3})
    P.damage(g, c, strong and 5 or 3)
    P.add_token(g, c, "wilds", strong and 2 or 1)
  end,
}
