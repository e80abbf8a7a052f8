-- Sickness Walks the Roads: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "sickness-walks-the-roads",
  name = "Sickness Walks the Roads",
  kind = "major",
  cost = 5,
  speed = "slow",
  range = 2,
  where = "buildings",
  elements = {"animal", "water", "moon"},
  aim = "disease",
  text = "Add 2 Disease. 3 Fear. Destroy 1 Town. With 2 animal and 2 moon: destroy another Town.",
  effect = function(g, c)
    P.add_token(g, c, "disease", 2)
    P.fear(g, c, 3)
    P.destroy(g, c, 1, {"town"})
    if P.threshold(g, c.p, {animal = 2, moon = 2}) then P.destroy(g, c, 1, {"town"}) end
  end,
}
