-- Thunderclap Panic: Lightning's Swift Strike's unique power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "thunderclap-panic",
  name = "Thunderclap Panic",
  kind = "unique",
  spirit = "lightnings-swift-strike",
  cost = 1,
  speed = "fast",
  range = 1,
  where = "invaders",
  elements = {"air"},
  aim = "fear",
  text = "1 Fear. Push up to 1 Explorer.",
  effect = function(g, c)
    P.fear(g, c, 1)
    P.push(g, c, 1, {"explorer"}, {upto = true})
  end,
}
