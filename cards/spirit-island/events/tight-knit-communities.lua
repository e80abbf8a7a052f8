-- Tight-Knit Communities: an Event Card. The rulebook names it only (it
-- "has granted all Dahan/Towns +1 Health for the turn"); the rest of the
-- card is designed.
local D = require "core"
local I = require "invaders"

event {
  id = "tight-knit-communities",
  name = "Tight-Knit Communities",
  by = "health",
  primary = {
    {name = "Tight-Knit Communities", text = "Dahan and Towns have +1 Health until the end of the turn.",
     effect = function(g)
       D.add(g, "mod.health.dahan", 1)
       D.add(g, "mod.health.town", 1)
     end},
    {name = "Hardened Settlements", text = "Towns and Cities have +1 Health until the end of the turn.",
     effect = function(g)
       D.add(g, "mod.health.town", 1)
       D.add(g, "mod.health.city", 1)
     end},
  },
  token = {name = "Fever in the Camps", text = "In each land with Disease: 1 Damage to each Town.",
           effect = function(g)
             for _, l in ipairs(D.lands(g)) do
               if D.count(g, l, "disease") > 0 then I.damage_each(g, l, 1, "event", {"town"}) end
             end
           end},
  dahan = {name = "Kinship", text = "In each land with 3 or more Dahan, Defend 2.",
           effect = function(g)
             for _, l in ipairs(D.lands(g)) do
               if D.n(g, l, "dahan") >= 3 then D.change(g, l, "defend", 2) end
             end
           end},
}
