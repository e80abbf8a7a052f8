-- Discord Among the Settlers: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "discord-among-the-settlers",
  name = "Discord Among the Settlers",
  kind = "major",
  cost = 3,
  speed = "fast",
  range = 2,
  where = "invaders",
  elements = {"moon", "fire", "air"},
  aim = "strife",
  text = "2 Fear. Add 3 Strife. With 3 moon: Invaders here have -1 Health per Strife this turn.",
  effect = function(g, c)
    P.fear(g, c, 2)
    P.add_strife(g, c, 3)
    if P.threshold(g, c.p, {moon = 3}) then
      -- "Invaders here": the target land only, until Time Passes.
      g:entity_set(c.land, "mod.health_per_strife", 1)
      D.check_health(g)
    end
  end,
}
