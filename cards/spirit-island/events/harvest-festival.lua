-- Harvest Festival: an Event Card. Designed: the rulebook prints a few
-- events only; this card is made for this game.
local D = require "core"
local I = require "invaders"
local E = require "events"

event {
  id = "harvest-festival",
  name = "Harvest Festival",
  by = "health",
  primary = {
    {name = "Abundant Harvest", text = "On each board: add 1 Dahan to a land with Dahan.",
     effect = function(g)
       E.on_each_board(g, "Abundant Harvest: add a Dahan where?",
                       function(_, l) return D.n(g, l, "dahan") > 0 end,
                       function(_, l) D.add_dahan(g, l, 1) end, "event_dahan")
     end},
    {name = "Failing Crops", text = "On each board: destroy 1 Dahan in a land with Blight.",
     effect = function(g)
       E.on_each_board(g, "Failing Crops: destroy a Dahan where?",
                       function(_, l) return D.n(g, l, "dahan") > 0 and D.count(g, l, "blight") > 0 end,
                       function(_, l) D.destroy(g, D.pieces_of(g, l, "dahan")[1], "event") end, "add_invader")
     end},
  },
  dahan = {name = "Feast Day", text = "In each land with 2 or more Dahan and Invaders, the Dahan deal 1 Damage.",
           effect = function(g)
             for _, l in ipairs(D.lands(g)) do
               if D.n(g, l, "dahan") >= 2 and D.has_invaders(g, l) then
                 I.damage_invaders(g, D.decider(g, l), l, 1, "dahan")
               end
             end
           end},
}
