-- Scorching Wind: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "scorching-wind",
  name = "Scorching Wind",
  kind = "minor",
  cost = 2,
  speed = "fast",
  range = 1,
  where = "invaders",
  elements = {"fire", "air", "sun"},
  aim = "damage",
  text = "1 Damage to each Explorer, then 1 Damage.",
  effect = function(g, c)
    P.damage_each(g, c, 1, nil, {"explorer"})
    P.damage(g, c, 1)
  end,
}
