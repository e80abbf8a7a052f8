-- Quarrel Over Plunder: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "quarrel-over-plunder",
  name = "Quarrel Over Plunder",
  kind = "minor",
  cost = 1,
  speed = "fast",
  range = 1,
  where = "invaders",
  elements = {"fire", "moon"},
  aim = "strife",
  text = "Add 1 Strife. 1 Fear if there are Towns or Cities.",
  effect = function(g, c)
    P.add_strife(g, c, 1)
    if D.buildings(g, c.land) > 0 then P.fear(g, c, 1) end
  end,
}
