-- Caiman's Cull the Herd (C1). Printed in the rulebook: the name, its Move and
-- Attack actions and the Persistent Power (an extra hit against enemies that
-- are alone). Designed: the rest (numbers, Initiative modifier).
local T = require "core"

card {
  id = "caiman/cull-the-herd",
  hero = "caiman", number = "C1", name = "Cull the Herd",
  kind = "power",
  initiative = 0,
  actions = {
    {move = 2},
    {attack = 2},
  },
  text = "Persistent Power: your attacks deal an extra hit to enemies that are alone.",
  power = {
    hits = function(g, h, target) return T.alone(g, target) and 1 or 0 end,
  },
}
