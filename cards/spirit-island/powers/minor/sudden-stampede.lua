-- Sudden Stampede: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "sudden-stampede",
  name = "Sudden Stampede",
  kind = "minor",
  cost = 1,
  speed = "fast",
  range = 1,
  where = "beasts",
  elements = {"animal", "earth"},
  aim = "damage",
  text = "2 Damage. Remove 1 Beasts.",
  effect = function(g, c)
    P.damage(g, c, 2)
    P.remove_token(g, c, "beasts", 1)
  end,
}
