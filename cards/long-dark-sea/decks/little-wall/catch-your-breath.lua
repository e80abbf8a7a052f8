-- Catch Your Breath (little-wall's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.
local D = require "core"

card {
  id = "catch-your-breath",
  name = "Catch Your Breath",
  deck = "little-wall",
  action = "block",
  base = 1,
  boost = 1,
  type = "ACTION", traits = {"maneuver"}, rarity = "basic", xp = 10,
  text = "Resolve: Heal 1.",
  resolve = function(g, act, c, p) D.heal(g, p, 1) end,
}
