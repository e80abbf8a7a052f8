-- Gachadrone (allied Raid Gear, in the Shared Area). The rulebook gives how
-- it works (Load Value per player, three options, Time Value less 1 each
-- Maintenance); its costs, Load Value 1 and Time 2 are designed.
local D = require "core"

define("raidgear", {
  id = "gachadrone",
  name = "Gachadrone",
  type = "gachadrone",
  shared = true,
  gacha = true,
  load = 1,
  xp = 20,
  time = 2,
  text = "Load 1 per player. Pay 1 / 2 / 3 Titanure: roll that many Raid dice; with a Success, gain " ..
         "the top hidden card. Then Time 2.",
  maintenance = function(g, c, p)
    local t = g:entity_get(c, "time")
    if not t then return end
    t = t - 1
    if t > 0 then
      g:entity_set(c, "time", t)
      g:entity_set(c, "exhausted", true)
    else
      g:entity_set(c, "time", nil)
    end
  end,
})
