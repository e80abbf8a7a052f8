-- Lucky Day (sie-morrilyn's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.
local D = require "core"

card {
  id = "lucky-day",
  name = "Lucky Day",
  deck = "sie-morrilyn",
  action = "explore",
  base = 1,
  range = "short",
  boost = 2,
  type = "ACTION", traits = {"fortune"}, rarity = "basic", xp = 10,
  text = "Boost: «Fortune 1» on this Action's roll.",
  boost_play = function(g, act, c, p) D.act_add(g, act, "fortune", 1) end,
}
