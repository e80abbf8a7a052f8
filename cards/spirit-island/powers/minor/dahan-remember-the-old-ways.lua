-- Dahan Remember the Old Ways: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "dahan-remember-the-old-ways",
  name = "Dahan Remember the Old Ways",
  kind = "minor",
  cost = 0,
  speed = "slow",
  range = 1,
  where = "dahan",
  elements = {"sun", "earth"},
  aim = "dahan",
  text = "If there are at least 2 Dahan, add 1 Dahan. Defend 1.",
  effect = function(g, c)
    if D.n(g, c.land, "dahan") >= 2 then P.add_dahan(g, c, 1) end
    P.defend(g, c, 1)
  end,
}
