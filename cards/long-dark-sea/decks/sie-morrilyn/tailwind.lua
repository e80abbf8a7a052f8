-- Tailwind (sie-morrilyn's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.
local D = require "core"

card {
  id = "tailwind",
  name = "Tailwind",
  deck = "sie-morrilyn",
  action = "block",
  base = 2,
  boost = 1,
  type = "ACTION", traits = {"maneuver"}, rarity = "basic", xp = 10,
  text = "Success: «Draw 1».",
  success = function(g, act, c, p) D.draw(g, p, 1) end,
}
