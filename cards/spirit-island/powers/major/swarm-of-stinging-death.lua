-- Swarm of Stinging Death: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "swarm-of-stinging-death",
  name = "Swarm of Stinging Death",
  kind = "major",
  cost = 4,
  speed = "fast",
  range = 1,
  where = "any",
  elements = {"animal", "air", "fire"},
  aim = "damage",
  text = "Add 2 Beasts. 2 Fear. 3 Damage. With 3 animal: +2 Damage.",
  effect = function(g, c)
    P.add_token(g, c, "beasts", 2)
    P.fear(g, c, 2)
    P.damage(g, c, P.threshold(g, c.p, {animal = 3}) and 5 or 3)
  end,
}
