-- Ancient Instinct (Sanctuary: omanodon's advanced Support card). Designed: the
-- rulebook says only that Unna sells advanced Support cards for Titanure and XP.
local D = require "core"

card {
  id = "ancient-instinct",
  name = "Ancient Instinct",
  deck = "omanodon",
  support = true,
  boost = 2,
  type = "SUPPORT", traits = {"omanodon"}, rarity = "rare", xp = 20,
  text = "Boost: «Draw 1».",
  boost_play = function(g, act, c, p) D.draw(g, p, 1) end,
}
