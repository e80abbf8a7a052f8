-- Heart of the Wildwood: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "heart-of-the-wildwood",
  name = "Heart of the Wildwood",
  kind = "major",
  cost = 4,
  speed = "slow",
  range = 1,
  where = "any",
  elements = {"plant", "sun", "earth"},
  aim = "heal",
  text = "Remove 1 Blight. Add 2 Wilds. Defend 4. With 3 plant: 3 Damage.",
  effect = function(g, c)
    P.remove_blight(g, c)
    P.add_token(g, c, "wilds", 2)
    P.defend(g, c, 4)
    if P.threshold(g, c.p, {plant = 3}) then P.damage(g, c, 3) end
  end,
}
