-- Keep an Eye Out (sie-morrilyn's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.
local D = require "core"

card {
  id = "keep-an-eye-out",
  name = "Keep an Eye Out",
  deck = "sie-morrilyn",
  action = "explore",
  base = 1,
  range = "long",
  boost = 1,
  type = "ACTION", traits = {"scouting"}, rarity = "basic", xp = 10,
  text = "Success: «Draw 1».",
  success = function(g, act, c, p) D.draw(g, p, 1) end,
}
