-- Crackling Bolt: Lightning's Swift Strike's unique power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "crackling-bolt",
  name = "Crackling Bolt",
  kind = "unique",
  spirit = "lightnings-swift-strike",
  cost = 0,
  speed = "fast",
  range = 1,
  where = "invaders",
  elements = {"fire", "air"},
  aim = "damage",
  text = "1 Damage.",
  effect = function(g, c)
    P.damage(g, c, 1)
  end,
}
