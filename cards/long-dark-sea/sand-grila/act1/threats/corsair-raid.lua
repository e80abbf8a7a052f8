-- Corsair Raid (Threat, Act I). Designed: the rulebook gives the Threat deck's
-- role, not its cards.
local D = require "core"

define("threat", {
  id = "corsair-raid",
  name = "Corsair Raid",
  act = 1,
  text = "A Raid Attack of 4 on the active player.",
  resolve = function(g, c)
    D.raid_attack(g, 4, nil, false)
  end,
})
