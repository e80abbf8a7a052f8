-- Supply Ships: an Event Card. Designed: the rulebook prints a few events
-- only; this card is made for this game.
local D = require "core"
local I = require "invaders"
local E = require "events"

event {
  id = "supply-ships",
  name = "Supply Ships",
  by = "terror",
  split = 2,
  primary = {
    {name = "Ships Arrive", text = "Invaders Build in one Coastal land with a City on each board (an extra Build).",
     effect = function(g)
       E.on_each_board(g, "Ships Arrive: extra Build where?",
                       function(_, l) return D.coastal(g, l) and D.n(g, l, "city") > 0 end,
                       function(_, l) I.build(g, l) end, "add_invader")
     end},
    {name = "Ships Delayed", text = "Skip the normal Build in Coastal lands this turn.",
     effect = function(g)
       for _, l in ipairs(D.lands(g)) do
         if D.coastal(g, l) then g:entity_set(l, "mod.skip_normal_build", true) end
       end
     end},
  },
  token = {name = "Sickness Aboard", text = "On each board: add 1 Disease to a Coastal land with a Town or City.",
           effect = function(g)
             E.on_each_board(g, "Sickness Aboard: add Disease where?",
                             function(_, l) return D.coastal(g, l) and D.buildings(g, l) > 0 end,
                             function(_, l) D.change(g, l, "disease", 1) end, "fear_disease")
           end},
}
