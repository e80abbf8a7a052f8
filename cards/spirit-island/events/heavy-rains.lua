-- Heavy Rains: a Choice Event. Designed: the rulebook prints a few events
-- only; this card is made for this game.
local D = require "core"
local I = require "invaders"
local E = require "events"

event {
  id = "heavy-rains",
  name = "Heavy Rains",
  by = "choice",
  cost = 3,
  aided = "plant",
  primary = {
    {name = "Floods Wash Through", text = "In each Wetland: 1 Damage to each Dahan and each Explorer.",
     effect = function(g)
       for _, l in ipairs(D.lands(g)) do
         if D.terrain(g, l) == "wetland" then
           I.damage_each(g, l, 1, "event", {"explorer"})
           for _, d in ipairs(D.pieces_of(g, l, "dahan")) do D.damage_piece(g, d, 1, "event") end
         end
       end
     end},
    {name = "Roots Hold the Soil", text = "In each Wetland: 1 Damage to each Explorer. Remove 1 Blight from a Wetland.",
     effect = function(g)
       for _, l in ipairs(D.lands(g)) do
         if D.terrain(g, l) == "wetland" then I.damage_each(g, l, 1, "event", {"explorer"}) end
       end
       local wet = E.filter(g, D.lands(g), function(_, l) return D.terrain(g, l) == "wetland" and D.count(g, l, "blight") > 0 end)
       local l = E.pick_land(g, 1, wet, "Roots Hold the Soil: remove Blight where?", "event_heal")
       if l then I.remove_blight(g, l) end
     end},
  },
  token = {name = "Drowned Wilds", text = "Remove 1 Wilds from each Wetland.",
           effect = function(g)
             for _, l in ipairs(D.lands(g)) do
               if D.terrain(g, l) == "wetland" then D.change(g, l, "wilds", -1) end
             end
           end},
}
