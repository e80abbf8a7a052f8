-- Reclaim the Soil: a minor power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "reclaim-the-soil",
  name = "Reclaim the Soil",
  kind = "minor",
  cost = 1,
  speed = "slow",
  range = 1,
  where = "blight",
  elements = {"plant", "earth", "water"},
  aim = "heal",
  text = "Remove 1 Blight.",
  effect = function(g, c)
    P.remove_blight(g, c)
  end,
}
