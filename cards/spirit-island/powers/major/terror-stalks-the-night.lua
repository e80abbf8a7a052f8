-- Terror Stalks the Night: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "terror-stalks-the-night",
  name = "Terror Stalks the Night",
  kind = "major",
  cost = 3,
  speed = "slow",
  range = 2,
  where = "invaders",
  elements = {"moon", "animal"},
  aim = "fear",
  text = "4 Fear. With 2 moon and 2 animal: +2 Fear and Push up to 2 Explorers.",
  effect = function(g, c)
    local strong = P.threshold(g, c.p, {moon = 2, animal = 2})
    P.fear(g, c, strong and 6 or 4)
    if strong then P.push(g, c, 2, {"explorer"}, {upto = true}) end
  end,
}
