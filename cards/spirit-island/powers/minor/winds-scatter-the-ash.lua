-- Winds Scatter the Ash: a minor power. Designed: the rulebook says only
-- that two of the expansion's Power Cards move Blight; this card's name,
-- cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "winds-scatter-the-ash",
  name = "Winds Scatter the Ash",
  kind = "minor",
  cost = 0,
  speed = "slow",
  range = 1,
  where = "blight",
  elements = {"air", "moon"},
  aim = "heal",
  text = "Push 1 Blight.",
  effect = function(g, c)
    P.push_blight(g, c)
  end,
}
