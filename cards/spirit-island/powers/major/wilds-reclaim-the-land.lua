-- Wilds Reclaim the Land: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "wilds-reclaim-the-land",
  name = "Wilds Reclaim the Land",
  kind = "major",
  cost = 4,
  speed = "slow",
  range = 1,
  where = "any",
  elements = {"plant", "animal", "water"},
  aim = "heal",
  text = "Remove 2 Blight. Add 1 Wilds and 1 Beasts. With 2 plant and 2 water: add 1 Dahan.",
  effect = function(g, c)
    P.remove_blight(g, c)
    P.remove_blight(g, c)
    P.add_token(g, c, "wilds", 1)
    P.add_token(g, c, "beasts", 1)
    if P.threshold(g, c.p, {plant = 2, water = 2}) then P.add_dahan(g, c, 1) end
  end,
}
