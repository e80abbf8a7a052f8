-- Startled Herds: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "startled-herds",
  name = "Startled Herds",
  kind = "minor",
  cost = 0,
  speed = "fast",
  range = 1,
  where = "beasts",
  elements = {"animal", "air"},
  aim = "push",
  text = "Push up to 2 Explorers.",
  effect = function(g, c)
    P.push(g, c, 2, {"explorer"}, {upto = true})
  end,
}
