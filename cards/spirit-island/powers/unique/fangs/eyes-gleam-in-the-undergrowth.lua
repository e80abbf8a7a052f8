-- Eyes Gleam in the Undergrowth: Sharp Fangs Behind the Leaves' unique power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "eyes-gleam-in-the-undergrowth",
  name = "Eyes Gleam in the Undergrowth",
  kind = "unique",
  spirit = "sharp-fangs-behind-the-leaves",
  cost = 1,
  speed = "fast",
  range = 1,
  where = "jungle/beasts",
  elements = {"animal", "moon"},
  aim = "fear",
  text = "If Invaders are present, 2 Fear. Push 1 Explorer.",
  effect = function(g, c)
    if D.has_invaders(g, c.land) then P.fear(g, c, 2) end
    P.push(g, c, 1, {"explorer"})
  end,
}
