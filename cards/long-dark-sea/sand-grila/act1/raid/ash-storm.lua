-- Ash Storm (Event, Act I). Designed: the rulebook does not print the Act I
-- cards; it places Sector Counters (Act I: ash, +1 to the Sector's cost).
local D = require "core"

define("raid", {
  id = "ash-storm",
  name = "Ash Storm",
  act = 1,
  modular = true,   -- also in later Acts (the Raid deck "combines cards from the current Act with modular cards")
  copies = 2,
  type = "event",
  back = "vortex",
  time = 2,
  text = "Time 2. Activate: the active player suffers 2 direct Damage; place 1 Sector Counter in its Sector.",
  activate = function(g, c)
    D.raid_attack(g, 2, c, true)
    local s = D.where(g, c)
    if s and not D.over(g) then D.place_counters(g, s, 1) end
  end,
})
