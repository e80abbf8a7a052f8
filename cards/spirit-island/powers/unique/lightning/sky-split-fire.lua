-- Sky-Split Fire: Lightning's Swift Strike's unique power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "sky-split-fire",
  name = "Sky-Split Fire",
  kind = "unique",
  spirit = "lightnings-swift-strike",
  cost = 2,
  speed = "fast",
  range = 2,
  where = "invaders",
  elements = {"fire", "air"},
  aim = "damage",
  text = "2 Damage.",
  effect = function(g, c)
    P.damage(g, c, 2)
  end,
}
