-- Alternative Path (d-emperatore's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.
local D = require "core"

card {
  id = "alternative-path",
  name = "Alternative Path",
  deck = "d-emperatore",
  action = "block",
  base = 2,
  boost = 1,
  type = "ACTION", traits = {"delusion"}, rarity = "basic", xp = 10,
  text = "Success: «Draw 1».",
  success = function(g, act, c, p) D.draw(g, p, 1) end,
}
