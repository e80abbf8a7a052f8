-- Wild Growth Reclaims: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "wild-growth-reclaims",
  name = "Wild Growth Reclaims",
  kind = "minor",
  cost = 1,
  speed = "slow",
  range = 1,
  where = "noinvaders",
  elements = {"plant", "water"},
  aim = "heal",
  text = "Remove 1 Blight. Add 1 Wilds.",
  effect = function(g, c)
    P.remove_blight(g, c)
    P.add_token(g, c, "wilds", 1)
  end,
}
