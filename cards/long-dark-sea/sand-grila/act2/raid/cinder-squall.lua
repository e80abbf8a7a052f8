-- Cinder Squall (Event, Act II). Designed.
local D = require "core"

define("raid", {
  id = "cinder-squall",
  name = "Cinder Squall",
  act = 2,
  copies = 2,
  type = "event",
  back = "vortex",
  time = 2,
  text = "Time 2. Activate: the active player suffers 2 direct Damage.",
  activate = function(g, c) D.raid_attack(g, 2, c, true) end,
})
