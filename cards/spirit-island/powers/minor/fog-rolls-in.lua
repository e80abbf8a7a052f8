-- Fog Rolls In: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "fog-rolls-in",
  name = "Fog Rolls In",
  kind = "minor",
  cost = 1,
  speed = "fast",
  range = 1,
  where = "any",
  elements = {"air", "water", "moon"},
  aim = "defend",
  text = "Invaders do not Explore here this turn. Defend 1.",
  effect = function(g, c)
    P.skip(g, c, "explore")
    P.defend(g, c, 1)
  end,
}
