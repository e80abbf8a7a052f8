-- Despair (Weakness, Basic). Designed: the rulebook names only the
-- expansion's Weaknesses; this is one of the base game's two fears.
local D = require "core"

define("weakness", {
  id = "despair",
  name = "Despair",
  type = "WEAKNESS",
  rarity = "basic",
  xp = -10,
  text = "When you draw this card, suffer 1 direct Damage.",
  on_draw = function(g, c, p) D.hurt(g, p, 1) end,
})
