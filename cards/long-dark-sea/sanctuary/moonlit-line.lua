-- Moonlit Line (Sanctuary: hook-and-moon's advanced Support card). Designed: the
-- rulebook says only that Unna sells advanced Support cards for Titanure and XP.
local D = require "core"

card {
  id = "moonlit-line",
  name = "Moonlit Line",
  deck = "hook-and-moon",
  support = true,
  boost = 2,
  face = "moon",
  type = "SUPPORT", traits = {"moon"}, rarity = "rare", xp = 20,
  text = "Boost: «Draw 1».",
  boost_play = function(g, act, c, p) D.draw(g, p, 1) end,
}
