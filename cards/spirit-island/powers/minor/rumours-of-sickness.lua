-- Rumours of Sickness: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "rumours-of-sickness",
  name = "Rumours of Sickness",
  kind = "minor",
  cost = 1,
  speed = "fast",
  range = 2,
  where = "buildings",
  elements = {"moon", "animal"},
  aim = "fear",
  text = "1 Fear. Invaders skip their Build here this turn.",
  effect = function(g, c)
    P.fear(g, c, 1)
    P.skip(g, c, "build")
  end,
}
