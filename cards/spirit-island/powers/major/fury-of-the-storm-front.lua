-- Fury of the Storm Front: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "fury-of-the-storm-front",
  name = "Fury of the Storm Front",
  kind = "major",
  cost = 5,
  speed = "fast",
  range = 1,
  where = "invaders",
  elements = {"fire", "air", "sun"},
  aim = "damage",
  text = "4 Damage. 1 Fear. With 3 fire and 2 air: destroy 1 Town.",
  effect = function(g, c)
    P.damage(g, c, 4)
    P.fear(g, c, 1)
    if P.threshold(g, c.p, {fire = 3, air = 2}) then P.destroy(g, c, 1, {"town"}) end
  end,
}
