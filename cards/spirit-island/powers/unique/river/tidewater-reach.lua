-- Tidewater Reach: River Surges in Sunlight's unique power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "tidewater-reach",
  name = "Tidewater Reach",
  kind = "unique",
  spirit = "river-surges-in-sunlight",
  cost = 0,
  speed = "slow",
  range = 1,
  where = "invaders",
  elements = {"water", "earth"},
  aim = "push",
  text = "Push up to 3 Explorers or Towns.",
  effect = function(g, c)
    P.push(g, c, 3, {"explorer", "town"}, {upto = true})
  end,
}
