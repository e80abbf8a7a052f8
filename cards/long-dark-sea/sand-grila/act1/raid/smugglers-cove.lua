-- Smugglers' Cove (Location, Act I). Designed: the rulebook does not print
-- the Act I cards; it shows «Interact» with «Bribe».
local D = require "core"

define("raid", {
  id = "smugglers-cove",
  name = "Smugglers' Cove",
  act = 1,
  modular = true,   -- also in later Acts (the Raid deck "combines cards from the current Act with modular cards")
  type = "location",
  back = "mountain",
  dice = {raid = 1, credit = 2},
  text = "Explore: roll 1 Raid and 2 Credit dice. Interact: «Bribe 2» - draw 1 Loot card.",
  interact = function(g, c, act, p)
    if not D.bribe(g, p, 2, "draw 1 Loot card") then return false end
    D.draw_loot(g, p, 1)
  end,
  can_interact = function(g, p) return D.resource(g, p, "credit") >= 2 end,
})
