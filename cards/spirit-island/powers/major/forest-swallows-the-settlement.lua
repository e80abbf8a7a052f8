-- Forest Swallows the Settlement: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "forest-swallows-the-settlement",
  name = "Forest Swallows the Settlement",
  kind = "major",
  cost = 6,
  speed = "slow",
  range = 1,
  where = "any",
  elements = {"plant", "earth", "moon"},
  aim = "damage",
  text = "Destroy 1 Town. 2 Fear. Add 2 Wilds. With 3 plant: destroy 1 City.",
  effect = function(g, c)
    P.destroy(g, c, 1, {"town"})
    P.fear(g, c, 2)
    P.add_token(g, c, "wilds", 2)
    if P.threshold(g, c.p, {plant = 3}) then P.destroy(g, c, 1, {"city"}) end
  end,
}
