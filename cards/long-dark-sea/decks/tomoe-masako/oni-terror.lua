-- Oni Terror (tomoe-masako's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.
local D = require "core"

card {
  id = "oni-terror",
  name = "Oni Terror",
  deck = "tomoe-masako",
  action = "attack",
  base = 2,
  range = "medium",
  boost = 2,
  type = "ACTION", traits = {"blade"}, rarity = "basic", xp = 10,
  text = "Success: «Bleed 1» on the target.",
  success = function(g, act, c, p) D.bleed(g, g:entity_get(act, "target"), 1) end,
}
