-- Stalk the Prey (tomoe-masako's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.
local D = require "core"

card {
  id = "stalk-the-prey",
  name = "Stalk the Prey",
  deck = "tomoe-masako",
  action = "explore",
  base = 1,
  range = "long",
  boost = 1,
  type = "ACTION", traits = {"hunt"}, rarity = "basic", xp = 10,
  text = "Success: you may place 1 Prey token in the target Sector.",
  success = function(g, act, c, p)
    local s = g:entity_get(act, "sector")
    if D.can_place_char_token(g, p, s) then D.place_char_token(g, p, s, "prey") end
  end,
}
