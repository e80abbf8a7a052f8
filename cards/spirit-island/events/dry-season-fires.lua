-- Dry Season Fires: a Choice Event. Designed: the rulebook prints a few
-- events only; this card is made for this game.
local D = require "core"
local I = require "invaders"
local E = require "events"

local function sands(g, l) return D.terrain(g, l) == "sands" end

event {
  id = "dry-season-fires",
  name = "Dry Season Fires",
  by = "choice",
  cost = 3,
  aided = "water",
  primary = {
    {name = "The Grass Burns",
     text = "On each board: add 1 Blight to a Sands with Invaders. 1 Damage to each Invader in Sands.",
     effect = function(g)
       E.on_each_board(g, "The Grass Burns: add Blight to which Sands?",
                       function(_, l) return sands(g, l) and D.has_invaders(g, l) end,
                       function(_, l) I.add_blight(g, l) end, "cascade")
       for _, l in ipairs(D.lands(g)) do
         if sands(g, l) then I.damage_each(g, l, 1, "event") end
       end
     end},
    {name = "Spirits Quench the Flames", text = "1 Damage to each Invader in Sands.",
     effect = function(g)
       for _, l in ipairs(D.lands(g)) do
         if sands(g, l) then I.damage_each(g, l, 1, "event") end
       end
     end},
  },
  token = {name = "Beasts Flee the Smoke", text = "Remove 1 Beasts from each land with Blight.",
           effect = function(g)
             for _, l in ipairs(D.lands(g)) do
               if D.count(g, l, "blight") > 0 and D.count(g, l, "beasts") > 0 then D.change(g, l, "beasts", -1) end
             end
           end},
}
