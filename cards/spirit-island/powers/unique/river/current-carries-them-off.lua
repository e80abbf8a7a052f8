-- Current Carries Them Off: River Surges in Sunlight's unique power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "current-carries-them-off",
  name = "Current Carries Them Off",
  kind = "unique",
  spirit = "river-surges-in-sunlight",
  cost = 2,
  speed = "fast",
  range = 1,
  where = "invaders",
  elements = {"sun", "water", "air"},
  aim = "push",
  text = "1 Fear. 1 Damage. Push 1 Explorer and 1 Town.",
  effect = function(g, c)
    P.fear(g, c, 1)
    P.damage(g, c, 1)
    P.push(g, c, 1, {"explorer"})
    P.push(g, c, 1, {"town"})
  end,
}
