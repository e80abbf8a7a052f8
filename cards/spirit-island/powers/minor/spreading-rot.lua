-- Spreading Rot: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "spreading-rot",
  name = "Spreading Rot",
  kind = "minor",
  cost = 0,
  speed = "slow",
  range = 1,
  where = "invaders",
  elements = {"water", "plant"},
  aim = "disease",
  text = "Add 1 Disease.",
  effect = function(g, c)
    P.add_token(g, c, "disease", 1)
  end,
}
