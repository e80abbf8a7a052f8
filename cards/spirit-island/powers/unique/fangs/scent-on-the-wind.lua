-- Scent on the Wind: Sharp Fangs Behind the Leaves' unique power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "scent-on-the-wind",
  name = "Scent on the Wind",
  kind = "unique",
  spirit = "sharp-fangs-behind-the-leaves",
  cost = 0,
  speed = "fast",
  range = 2,
  where = "any",
  elements = {"animal", "air"},
  aim = "beasts",
  text = "Add 1 Beasts.",
  effect = function(g, c)
    P.add_token(g, c, "beasts", 1)
  end,
}
