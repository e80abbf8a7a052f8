-- Lightning Flicker: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "lightning-flicker",
  name = "Lightning Flicker",
  kind = "minor",
  cost = 1,
  speed = "fast",
  range = 1,
  where = "invaders",
  elements = {"fire", "air"},
  aim = "damage",
  text = "1 Damage. 1 Fear.",
  effect = function(g, c)
    P.damage(g, c, 1)
    P.fear(g, c, 1)
  end,
}
