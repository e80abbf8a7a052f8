-- Panicked Flight: a Fear Card. Designed: the rulebook prints only
-- Demoralized; this card's name and effects are made for this game.
local D = require "core"
local E = require "events"
local P = require "powers"

local function push_on_each_board(g, n, types)
  E.each_board(g, function(_, b, p, lands)
    for _ = 1, n do
      local l = E.pick_land(g, b, E.filter(g, lands, function(_, x) return D.n(g, x, table.unpack(types)) > 0 end),
                            "Panicked Flight: push from which land?", "fear_push")
      if l then P.push(g, E.ctx(p, l), 1, types) end
    end
  end)
end

fear {
  id = "panicked-flight",
  name = "Panicked Flight",
  levels = {
    {text = "On each board: Push 1 Explorer.", effect = function(g) push_on_each_board(g, 1, {"explorer"}) end},
    {text = "On each board: Push 2 Explorers or Towns.",
     effect = function(g) push_on_each_board(g, 2, {"explorer", "town"}) end},
    {text = "On each board: remove 1 Town, then Push 2 Explorers or Towns.", effect = function(g)
      E.each_board(g, function(_, b, p, lands)
        local l = E.pick_land(g, b, E.filter(g, lands, function(_, x) return D.n(g, x, "town") > 0 end),
                              "Panicked Flight: remove a Town from which land?", "fear_remove")
        if l then E.fear_remove(g, l, {"town"}, p) end
      end)
      push_on_each_board(g, 2, {"explorer", "town"})
    end},
  },
}
