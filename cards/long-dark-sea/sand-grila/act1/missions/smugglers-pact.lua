-- "Smugglers' Pact" (Alternative Mission, Act I). The rules of Alternative
-- Missions are the rulebook's; this card, its three Mission spaces and its
-- Sequence effect are designed.
local D = require "core"

define("mission", {
  id = "smugglers-pact",
  name = "Smugglers' Pact",
  act = 1,
  alternative = true,
  text = "Alternative Mission. Spaces: each player gains 2 Credits; the active player draws 1 Loot " ..
         "card; each player Heals 2. Sequence: reveal the next Chapter.",
  spaces = {
    {text = "each player gains 2 Credits",
     effect = function(g) for p = 0, g:players() - 1 do D.gain(g, p, "credit", 2) end end},
    {text = "the active player draws 1 Loot card", effect = function(g) D.draw_loot(g, D.active(g), 1) end},
    {text = "each player Heals 2", effect = function(g) for p = 0, g:players() - 1 do D.heal(g, p, 2) end end},
  },
  sequence = function(g) D.next_chapter(g) end,
})
