-- Tangled Undergrowth: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "tangled-undergrowth",
  name = "Tangled Undergrowth",
  kind = "minor",
  cost = 1,
  speed = "fast",
  range = 1,
  where = "jungle/sands",
  elements = {"plant"},
  aim = "wilds",
  text = "Add 1 Wilds. Defend 1.",
  effect = function(g, c)
    P.add_token(g, c, "wilds", 1)
    P.defend(g, c, 1)
  end,
}
