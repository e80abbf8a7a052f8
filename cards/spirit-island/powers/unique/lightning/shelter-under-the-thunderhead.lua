-- Shelter Under the Thunderhead: Lightning's Swift Strike's unique power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "shelter-under-the-thunderhead",
  name = "Shelter Under the Thunderhead",
  kind = "unique",
  spirit = "lightnings-swift-strike",
  cost = 0,
  speed = "fast",
  range = 1,
  where = "any",
  elements = {"air", "sun"},
  aim = "defend",
  text = "Defend 3.",
  effect = function(g, c)
    P.defend(g, c, 3)
  end,
}
