-- Swollen Banks: River Surges in Sunlight's unique power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "swollen-banks",
  name = "Swollen Banks",
  kind = "unique",
  spirit = "river-surges-in-sunlight",
  cost = 1,
  speed = "fast",
  range = 1,
  where = "invaders",
  elements = {"sun", "water"},
  aim = "damage",
  text = "1 Damage; +1 Damage if the land is Coastal.",
  effect = function(g, c)
    P.damage(g, c, D.coastal(g, c.land) and 2 or 1)
  end,
}
