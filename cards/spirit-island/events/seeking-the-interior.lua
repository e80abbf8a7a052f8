-- Seeking the Interior / Local Diaspora, as the expansion's rulebook prints
-- it (its example of a card chosen by the Invader Stage). Icons lost in the
-- text; read here as: Push 1 Explorer from each Coastal land Inland; Push 1
-- Explorer from the land with the most Invaders to each adjacent land
-- (inferred icons).
local D = require "core"
local E = require "events"
local P = require "powers"

event {
  id = "seeking-the-interior",
  name = "Seeking the Interior",
  by = "stage",
  primary = {
    {name = "Seeking the Interior", text = "In each Coastal land: Push 1 Explorer Inland.",
     effect = function(g)
       for _, l in ipairs(D.lands(g)) do
         if D.coastal(g, l) and D.n(g, l, "explorer") > 0 then
           P.push(g, E.ctx(D.decider(g, l), l), 1, {"explorer"}, {to = "inland"})
         end
       end
     end},
    {name = "Local Diaspora", text = "In the single land with the most Invaders: Push 1 Explorer to each adjacent land.",
     effect = function(g)
       local best, most, tie = nil, 0, false
       for _, l in ipairs(D.lands(g)) do
         local n = D.n(g, l, "invader")
         if n > most then best, most, tie = l, n, false
         elseif n == most and n > 0 then tie = true end
       end
       if not best or tie then return end -- "the single land": none when tied
       for _, to in ipairs(D.adjacent(g, best)) do
         local e = D.pieces_of(g, best, "explorer")[1]
         if not e then break end
         D.move_piece(g, e, to)
       end
     end},
  },
  token = {name = "Beasts Prowl", text = "Each Beasts generates 1 Fear if Invaders are present and moves to an adjacent land if not.",
           effect = function(g)
             local moves = {}
             for _, l in ipairs(D.lands(g)) do
               local n = D.count(g, l, "beasts")
               if n > 0 then
                 if D.has_invaders(g, l) then D.fear(g, n, l)
                 else moves[#moves + 1] = {l, n} end
               end
             end
             for _, m in ipairs(moves) do
               for _ = 1, m[2] do
                 local adj = D.adjacent(g, m[1])
                 local to = E.pick_land(g, D.board(g, m[1]), adj, "Beasts Prowl: the Beasts in " ..
                                        D.name(g, m[1]) .. " move to?", "event_land")
                 D.change(g, m[1], "beasts", -1)
                 D.change(g, to, "beasts", 1)
               end
             end
           end},
  dahan = {name = "Forsake the Barren Land",
           text = "On each board: Push 2 Dahan from a land with Blight to a land without Blight.",
           effect = function(g)
             E.on_each_board(g, "Forsake the Barren Land: from which land?",
                             function(_, l) return D.count(g, l, "blight") > 0 and D.n(g, l, "dahan") > 0 end,
                             function(_, l, p) P.push(g, E.ctx(p, l), 2, {"dahan"}, {to = "noblight"}) end)
           end},
}
