-- Flight to the Coast: a Fear Card. Designed: the rulebook prints only
-- Demoralized; this card's name and effects are made for this game.
local D = require "core"
local E = require "events"
local P = require "powers"

local function inland_with(g, types)
  return function(_, l) return not D.coastal(g, l) and D.n(g, l, table.unpack(types)) > 0 end
end

fear {
  id = "flight-to-the-coast",
  name = "Flight to the Coast",
  levels = {
    {text = "On each board: remove 1 Explorer from an Inland land.", effect = function(g)
      E.on_each_board(g, "Flight to the Coast: remove from which land?", inland_with(g, {"explorer"}),
                      function(_, l, p) E.fear_remove(g, l, {"explorer"}, p) end, "fear_remove")
    end},
    {text = "On each board: Push 1 Explorer or Town from an Inland land toward the coast, then remove 1 Explorer.",
     effect = function(g)
       E.on_each_board(g, "Flight to the Coast: push from which land?", inland_with(g, {"explorer", "town"}),
                       function(_, l, p) P.push(g, E.ctx(p, l), 1, {"explorer", "town"}) end, "fear_push")
       E.on_each_board(g, "Flight to the Coast: remove from which land?",
                       function(_, l) return D.n(g, l, "explorer") > 0 end,
                       function(_, l, p) E.fear_remove(g, l, {"explorer"}, p) end, "fear_remove")
     end},
    {text = "On each board: remove 1 Town from an Inland land, and 1 Explorer.", effect = function(g)
      E.on_each_board(g, "Flight to the Coast: remove a Town from which land?", inland_with(g, {"town"}),
                      function(_, l, p) E.fear_remove(g, l, {"town"}, p) end, "fear_remove")
      E.on_each_board(g, "Flight to the Coast: remove an Explorer from which land?",
                      function(_, l) return D.n(g, l, "explorer") > 0 end,
                      function(_, l, p) E.fear_remove(g, l, {"explorer"}, p) end, "fear_remove")
    end},
  },
}
