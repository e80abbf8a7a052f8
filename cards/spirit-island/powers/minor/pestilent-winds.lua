-- Pestilent Winds: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "pestilent-winds",
  name = "Pestilent Winds",
  kind = "minor",
  cost = 1,
  speed = "slow",
  range = 1,
  where = "any",
  elements = {"air", "water", "animal"},
  aim = "disease",
  text = "Add 1 Disease. 1 Fear if there are Towns or Cities.",
  effect = function(g, c)
    P.add_token(g, c, "disease", 1)
    if D.buildings(g, c.land) > 0 then P.fear(g, c, 1) end
  end,
}
