-- Eternal Companion (haramiyida's Support card). The Boost Value and effect are designed:
-- the rulebook prints only the card's name and count and, for Eternal Companion, its
-- +2 and its Resolve in the gameplay example.
local D = require "core"

card {
  id = "eternal-companion",
  name = "Eternal Companion",
  deck = "haramiyida",
  support = true,
  boost = 2,
  type = "SUPPORT", traits = {"haramiyida"}, rarity = "basic", xp = 10,
  text = "Resolve: return a Support card from your discard pile to your hand.",
  resolve = function(g, act, c, p)
    for _, d in ipairs(g:zone_list(D.zone(g, "discard", p))) do
      if D.def(g, d).support then
        g:zone_insert(D.zone(g, "hand", p), d)
        g:tally("eternal_companion.returned")
        return
      end
    end
  end,
}
