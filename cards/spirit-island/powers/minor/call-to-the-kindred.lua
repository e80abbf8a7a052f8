-- Call to the Kindred: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "call-to-the-kindred",
  name = "Call to the Kindred",
  kind = "minor",
  cost = 1,
  speed = "slow",
  range = 1,
  where = "any",
  elements = {"sun", "plant"},
  aim = "dahan",
  text = "Gather up to 2 Dahan. Defend 1.",
  effect = function(g, c)
    P.gather(g, c, 2, {"dahan"}, {upto = true})
    P.defend(g, c, 1)
  end,
}
