-- Stinging Swarm: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "stinging-swarm",
  name = "Stinging Swarm",
  kind = "minor",
  cost = 0,
  speed = "fast",
  range = 1,
  where = "any",
  elements = {"animal", "air"},
  aim = "fear",
  text = "Add 1 Beasts. 1 Fear if Invaders are present.",
  effect = function(g, c)
    P.add_token(g, c, "beasts", 1)
    if D.has_invaders(g, c.land) then P.fear(g, c, 1) end
  end,
}
