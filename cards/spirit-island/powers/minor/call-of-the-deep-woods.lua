-- Call of the Deep Woods: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "call-of-the-deep-woods",
  name = "Call of the Deep Woods",
  kind = "minor",
  cost = 1,
  speed = "slow",
  range = 1,
  where = "jungle",
  elements = {"plant", "animal", "moon"},
  aim = "fear",
  text = "1 Fear. Push 1 Explorer. Add 1 Beasts.",
  effect = function(g, c)
    P.fear(g, c, 1)
    P.push(g, c, 1, {"explorer"})
    P.add_token(g, c, "beasts", 1)
  end,
}
