-- Sagashi's Dru's Bond (S1), his starting Power card: designed (the rulebook
-- prints only Dru's rules): its actions and its Persistent Power, an extra
-- hit on enemies next to Dru (so Dru's placement matters beyond flanking).
local T = require "core"

card {
  id = "sagashi/drus-bond",
  hero = "sagashi", number = "S1", name = "Dru's Bond",
  kind = "power",
  initiative = 0,
  actions = {
    {move = 2},
    {attack = 2},
  },
  text = "Persistent Power: your attacks deal an extra hit to enemies next to Dru.",
  power = {
    hits = function(g, h, target)
      local d = g:entity_get(h, "companion")
      if not d or not g:entity_get(d, "on") then return 0 end
      return T.dist(T.pos(g, d), T.pos(g, target)) == 1 and 1 or 0
    end,
  },
}
