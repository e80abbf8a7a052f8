-- Quarrels in the Colony: an Event Card. Designed: the rulebook prints a
-- few events only; this card is made for this game.
local D = require "core"
local P = require "powers"
local E = require "events"

event {
  id = "quarrels-in-the-colony",
  name = "Quarrels in the Colony",
  by = "terror",
  primary = {
    {name = "Grumbling", text = "On each board: add 1 Strife in a land with a Town.",
     effect = function(g)
       E.on_each_board(g, "Grumbling: add Strife where?", function(_, l) return D.n(g, l, "town") > 0 end,
                       function(_, l, p) P.add_strife(g, E.ctx(p, l), 1) end, "fear_strife")
     end},
    {name = "Riots", text = "On each board: add 2 Strife in a land with Invaders.",
     effect = function(g)
       E.on_each_board(g, "Riots: add Strife where?", function(_, l) return D.has_invaders(g, l) end,
                       function(_, l, p) P.add_strife(g, E.ctx(p, l), 2) end, "fear_strife")
     end},
  },
  token = {name = "Wilds Hide the Fugitives", text = "In each land with Wilds and Strife, 1 Fear.",
           effect = function(g)
             for _, l in ipairs(D.lands(g)) do
               if D.count(g, l, "wilds") > 0 then
                 for _, e in ipairs(D.invaders(g, l)) do
                   if (g:entity_get(e, "strife") or 0) > 0 then D.fear(g, 1, l) break end
                 end
               end
             end
           end},
}
