-- New Colonists: an Event Card. Designed: the rulebook prints a few events
-- only; this card is made for this game.
local D = require "core"
local E = require "events"

event {
  id = "new-colonists",
  name = "New Colonists",
  by = "stage",
  primary = {
    {name = "A Ship Lands", text = "On each board: add 1 Explorer to a Coastal land.",
     effect = function(g)
       E.on_each_board(g, "A Ship Lands: add an Explorer where?", function(_, l) return D.coastal(g, l) end,
                       function(_, l) D.add_invader(g, l, "explorer") end, "add_invader")
     end},
    {name = "Settlers Spread", text = "On each board: add 1 Town to a land with Explorers.",
     effect = function(g)
       E.on_each_board(g, "Settlers Spread: add a Town where?",
                       function(_, l) return D.n(g, l, "explorer") > 0 end,
                       function(_, l) D.add_invader(g, l, "town") end, "add_invader")
     end},
  },
  token = {name = "Sickness Aboard", text = "In each land with Disease, destroy 1 Explorer.",
           effect = function(g)
             for _, l in ipairs(D.lands(g)) do
               local e = D.count(g, l, "disease") > 0 and D.pieces_of(g, l, "explorer")[1]
               if e then D.destroy(g, e, "event") end
             end
           end},
}
