-- Sowing (genbu-bugen's Support card). The Boost Value and effect are designed:
-- the rulebook prints only the card's name and count.
local D = require "core"

card {
  id = "sowing",
  name = "Sowing",
  deck = "genbu-bugen",
  support = true,
  boost = 1,
  face = "bugen",
  type = "SUPPORT", traits = {"bugen"}, rarity = "basic", xp = 10,
  text = "Boost: «Draw 1».",
  boost_play = function(g, act, c, p) D.draw(g, p, 1) end,
}
