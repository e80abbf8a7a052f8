-- Unyielding Stone: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "unyielding-stone",
  name = "Unyielding Stone",
  kind = "major",
  cost = 3,
  speed = "fast",
  range = 1,
  where = "any",
  elements = {"earth", "sun"},
  aim = "defend",
  text = "Defend 6. With 3 earth: Invaders do not Ravage here this turn.",
  effect = function(g, c)
    P.defend(g, c, 6)
    if P.threshold(g, c.p, {earth = 3}) then P.skip(g, c, "ravage") end
  end,
}
