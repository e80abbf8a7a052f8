-- Dahan Rise in Fury: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "dahan-rise-in-fury",
  name = "Dahan Rise in Fury",
  kind = "major",
  cost = 3,
  speed = "fast",
  range = 1,
  where = "dahan",
  elements = {"sun", "fire", "animal"},
  aim = "damage",
  text = "The Dahan here deal 2 Damage each. With 2 sun and 2 fire: add 1 Dahan first.",
  effect = function(g, c)
    if P.threshold(g, c.p, {sun = 2, fire = 2}) then P.add_dahan(g, c, 1) end
    P.dahan_attack(g, c)
  end,
}
