-- Rising Sprout (Sanctuary: genbu-bugen's advanced Support card). Designed: the
-- rulebook says only that Unna sells advanced Support cards for Titanure and XP.
local D = require "core"

card {
  id = "rising-sprout",
  name = "Rising Sprout",
  deck = "genbu-bugen",
  support = true,
  boost = 2,
  face = "bugen",
  type = "SUPPORT", traits = {"bugen"}, rarity = "rare", xp = 20,
  text = "Boost: «Draw 1».",
  boost_play = function(g, act, c, p) D.draw(g, p, 1) end,
}
