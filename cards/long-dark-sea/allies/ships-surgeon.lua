-- Ship's Surgeon (Ally). Designed: the rulebook names Allies but prints
-- none; a frail healer whose «Maintenance» patches up the active player.
local D = require "core"

define("ally", {
  id = "ships-surgeon",
  name = "Ship's Surgeon",
  ally = true,
  health = 2,
  text = "Ally. Health 2. Maintenance: the active player Heals 1.",
  maintenance = function(g, c, p)
    if D.heal(g, p, 1) > 0 then g:tally("ally.surgeon") end
  end,
})
