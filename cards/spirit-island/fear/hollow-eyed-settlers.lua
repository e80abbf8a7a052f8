-- Hollow-Eyed Settlers: a Fear Card. Designed: the rulebook prints only
-- Demoralized; this card's name and effects are made for this game.
local D = require "core"
local E = require "events"

local function remove_on_each_board(g, n, types)
  E.each_board(g, function(_, b, p, lands)
    for _ = 1, n do
      local l = E.pick_land(g, b, E.filter(g, lands, function(_, x) return D.n(g, x, table.unpack(types)) > 0 end),
                            "Hollow-Eyed Settlers: remove from which land?", "fear_remove")
      if l then E.fear_remove(g, l, types, p) end
    end
  end)
end

fear {
  id = "hollow-eyed-settlers",
  name = "Hollow-Eyed Settlers",
  levels = {
    {text = "On each board: remove 1 Explorer.", effect = function(g) remove_on_each_board(g, 1, {"explorer"}) end},
    {text = "On each board: remove 1 Explorer or Town.",
     effect = function(g) remove_on_each_board(g, 1, {"explorer", "town"}) end},
    {text = "On each board: remove 2 Explorers or Towns.",
     effect = function(g) remove_on_each_board(g, 2, {"explorer", "town"}) end},
  },
}
