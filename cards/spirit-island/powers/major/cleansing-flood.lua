-- Cleansing Flood: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "cleansing-flood",
  name = "Cleansing Flood",
  kind = "major",
  cost = 5,
  speed = "slow",
  range = 1,
  from = "sacred",
  where = "coastal/wetland",
  elements = {"water", "sun"},
  aim = "damage",
  text = "Remove 1 Blight. 4 Damage. With 3 water: +2 Damage and remove another Blight.",
  effect = function(g, c)
    local strong = P.threshold(g, c.p, {water = 3})
    P.remove_blight(g, c)
    P.damage(g, c, strong and 6 or 4)
    if strong then P.remove_blight(g, c) end
  end,
}
