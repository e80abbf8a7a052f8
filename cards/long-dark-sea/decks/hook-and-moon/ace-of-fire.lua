-- Ace of Fire (hook-and-moon's Support card). The Boost Value and effect are designed:
-- the rulebook prints only the card's name and count.
local D = require "core"

card {
  id = "ace-of-fire",
  name = "Ace of Fire",
  deck = "hook-and-moon",
  support = true,
  boost = 2,
  face = "hook",
  type = "SUPPORT", traits = {"hook"}, rarity = "basic", xp = 10,
  text = "Boost: if this is an Attack, +1 Damage.",
  boost_play = function(g, act, c, p)
    if g:entity_get(act, "kind") == "attack" then D.act_add(g, act, "damage_bonus", 1) end
  end,
}
