-- Hawk Eye (hook-and-moon's Support card). The Boost Value and effect are designed:
-- the rulebook prints only the card's name and count.
local D = require "core"

card {
  id = "hawk-eye",
  name = "Hawk Eye",
  deck = "hook-and-moon",
  support = true,
  boost = 2,
  face = "moon",
  type = "SUPPORT", traits = {"moon"}, rarity = "basic", xp = 10,
  text = "Boost: «Fortune 1» on this Action's roll.",
  boost_play = function(g, act, c, p) D.act_add(g, act, "fortune", 1) end,
}
