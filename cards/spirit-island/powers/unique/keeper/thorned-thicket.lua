-- Thorned Thicket: Keeper of the Forbidden Wilds' unique power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "thorned-thicket",
  name = "Thorned Thicket",
  kind = "unique",
  spirit = "keeper-of-the-forbidden-wilds",
  cost = 1,
  speed = "fast",
  range = 1,
  where = "any",
  elements = {"plant", "earth"},
  aim = "defend",
  text = "Add 1 Wilds. Defend 1.",
  effect = function(g, c)
    P.add_token(g, c, "wilds", 1)
    P.defend(g, c, 1)
  end,
}
