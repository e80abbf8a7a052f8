-- Whisper of Plague: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "whisper-of-plague",
  name = "Whisper of Plague",
  kind = "minor",
  cost = 1,
  speed = "slow",
  range = 2,
  where = "buildings",
  elements = {"animal", "moon"},
  aim = "disease",
  text = "Add 1 Disease. 1 Fear.",
  effect = function(g, c)
    P.add_token(g, c, "disease", 1)
    P.fear(g, c, 1)
  end,
}
