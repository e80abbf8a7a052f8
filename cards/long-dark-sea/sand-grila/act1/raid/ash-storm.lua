-- Ash Storm (Event, Act I). Designed: the rulebook does not print the Act I
-- cards.
local D = require "core"

define("raid", {
  id = "ash-storm",
  name = "Ash Storm",
  act = 1,
  copies = 2,
  type = "event",
  back = "vortex",
  time = 2,
  text = "Time 2. Activate: the active player suffers 2 direct Damage.",
  activate = function(g, c) D.raid_attack(g, 2, c, true) end,
})
