-- Plague Rolls Across the Land: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "plague-rolls-across-the-land",
  name = "Plague Rolls Across the Land",
  kind = "major",
  cost = 4,
  speed = "slow",
  range = 1,
  where = "any",
  elements = {"animal", "water", "earth"},
  aim = "disease",
  text = "Add 2 Disease. 2 Fear. 1 Damage to each Town. With 3 animal: destroy 1 City.",
  effect = function(g, c)
    P.add_token(g, c, "disease", 2)
    P.fear(g, c, 2)
    P.damage_each(g, c, 1, nil, {"town"})
    if P.threshold(g, c.p, {animal = 3}) then P.destroy(g, c, 1, {"city"}) end
  end,
}
