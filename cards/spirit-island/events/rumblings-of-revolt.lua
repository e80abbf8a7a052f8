-- Rumblings of Revolt: an Event Card. Designed: the rulebook prints a few
-- events only; this card is made for this game.
local D = require "core"
local E = require "events"
local P = require "powers"

event {
  id = "rumblings-of-revolt",
  name = "Rumblings of Revolt",
  by = "health",
  primary = {
    {name = "Discontent", text = "On each board: add 1 Strife in a land with a City.",
     effect = function(g)
       E.on_each_board(g, "Discontent: add Strife where?", function(_, l) return D.n(g, l, "city") > 0 end,
                       function(_, l, p) P.add_strife(g, E.ctx(p, l), 1) end, "fear_strife")
     end},
    {name = "Rally to the Colony", text = "On each board: Gather 1 Explorer into a land with a City.",
     effect = function(g)
       E.on_each_board(g, "Rally to the Colony: gather into which land?",
                       function(_, l) return D.n(g, l, "city") > 0 end,
                       function(_, l, p) P.gather(g, E.ctx(p, l), 1, {"explorer"}) end, "add_invader")
     end},
  },
  token = {name = "Mutiny", text = "Each City with Strife takes 2 Damage.",
           effect = function(g)
             for _, l in ipairs(D.lands(g)) do
               for _, e in ipairs(D.pieces_of(g, l, "city")) do
                 if (g:entity_get(e, "strife") or 0) > 0 then D.damage_piece(g, e, 2, "event") end
               end
             end
           end},
  dahan = {name = "Dahan Keep Watch", text = "In each land with 2 or more Dahan, Defend 1.",
           effect = function(g)
             for _, l in ipairs(D.lands(g)) do
               if D.n(g, l, "dahan") >= 2 then D.change(g, l, "defend", 1) end
             end
           end},
}
