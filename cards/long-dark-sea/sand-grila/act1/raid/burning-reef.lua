-- Burning Reef (Dark Side Location, Act I). Designed: the rulebook does not
-- print the Act I cards.
local D = require "core"

define("raid", {
  id = "burning-reef",
  name = "Burning Reef",
  act = 1,
  type = "location",
  back = "eclipse",
  dark = true,
  dice = {raid = 3, loot = 1},
  text = "Reveal: the active player suffers 1 direct Damage. Explore: roll 3 Raid and 1 Loot dice.",
  reveal = function(g, c) D.raid_attack(g, 1, c, true) end,
})
