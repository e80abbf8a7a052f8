-- Repair Drone (allied Raid Gear, Drone). Designed: the rulebook describes
-- Drones, not this card. (FAQ: "Activating allied Drones is not affected by
-- additional costs directed at a player".)
local D = require "core"

define("raidgear", {
  id = "repair-drone",
  name = "Repair Drone",
  type = "drone",
  back = "ally",
  xp = 10,
  upgrade = "repair-drone-plus",
  time = 2,
  text = "Time 2. Activate: the active player Heals 1.",
  activate = function(g, c)
    if D.heal(g, D.active(g), 1) > 0 then g:tally("drone.repair") end
  end,
})

-- The upgraded version (Allied Gear Phase), designed: Heals 2.
define("raidgear", {
  id = "repair-drone-plus",
  name = "Repair Drone+",
  type = "drone",
  back = "ally",
  xp = 20,
  time = 2,
  upgraded = true,
  text = "Time 2. Activate: the active player Heals 2.",
  activate = function(g, c)
    if D.heal(g, D.active(g), 2) > 0 then g:tally("drone.repair") end
  end,
})
