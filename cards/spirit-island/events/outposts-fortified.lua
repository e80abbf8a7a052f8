-- Outposts Fortified: an Event Card. Designed: the rulebook prints a few
-- events only; this card is made for this game.
local D = require "core"
local E = require "events"

event {
  id = "outposts-fortified",
  name = "Outposts Fortified",
  by = "stage",
  primary = {
    {name = "Scouts Report", text = "On each board: add 1 Explorer to a land with a Town.",
     effect = function(g)
       E.on_each_board(g, "Scouts Report: add an Explorer where?", function(_, l) return D.n(g, l, "town") > 0 end,
                       function(_, l) D.add_invader(g, l, "explorer") end, "add_invader")
     end},
    {name = "Stockades Raised", text = "On each board: in a land with a Town, Replace 1 Explorer with 1 Town.",
     effect = function(g)
       E.on_each_board(g, "Stockades Raised: where?",
                       function(_, l) return D.n(g, l, "town") > 0 and D.n(g, l, "explorer") > 0 end,
                       function(_, l) D.replace(g, D.pieces_of(g, l, "explorer")[1], "town") end, "add_invader")
     end},
  },
  token = {name = "Wary of Beasts", text = "Invaders do not Explore into lands with Beasts this turn.",
           effect = function(g)
             for _, l in ipairs(D.lands(g)) do
               if D.count(g, l, "beasts") > 0 then g:entity_set(l, "mod.skip_explore", true) end
             end
           end},
  dahan = {name = "Dahan Raid", text = "In each land with at least 2 Dahan, destroy 1 Explorer.",
           effect = function(g)
             for _, l in ipairs(D.lands(g)) do
               if D.n(g, l, "dahan") >= 2 then
                 local e = D.pieces_of(g, l, "explorer")[1]
                 if e then D.destroy(g, e, "event") end
               end
             end
           end},
}
