-- Rockslide: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "rockslide",
  name = "Rockslide",
  kind = "minor",
  cost = 1,
  speed = "slow",
  range = 1,
  where = "mountain/sands",
  elements = {"earth"},
  aim = "damage",
  text = "2 Damage.",
  effect = function(g, c)
    P.damage(g, c, 2)
  end,
}
