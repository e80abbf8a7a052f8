-- Take a Detour (little-wall's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.
local D = require "core"

card {
  id = "take-a-detour",
  name = "Take a Detour",
  deck = "little-wall",
  action = "explore",
  base = 1,
  range = "medium",
  boost = 2,
  type = "ACTION", traits = {"maneuver"}, rarity = "basic", xp = 10,
  text = "Play: «Draw 1».",
  play = function(g, act, c, p) D.draw(g, p, 1) end,
}
