-- Whispered Quarrels: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "whispered-quarrels",
  name = "Whispered Quarrels",
  kind = "minor",
  cost = 0,
  speed = "fast",
  range = 1,
  where = "invaders",
  elements = {"moon", "fire"},
  aim = "strife",
  text = "Add 1 Strife.",
  effect = function(g, c)
    P.add_strife(g, c, 1)
  end,
}
