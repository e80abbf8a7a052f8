-- Tremors of Unease: a Fear Card. Designed: the rulebook prints only
-- Demoralized; this card's name and effects are made for this game.
local D = require "core"
local E = require "events"

local function destroy_on_each_board(g, types)
  E.each_board(g, function(_, b, _, lands)
    local l = E.pick_land(g, b, E.filter(g, lands, function(_, x) return D.n(g, x, table.unpack(types)) > 0 end),
                          "Tremors of Unease: destroy in which land?", "fear_destroy")
    if l then D.destroy(g, D.pieces_of(g, l, table.unpack(types))[1], "fear") end
  end)
end

fear {
  id = "tremors-of-unease",
  name = "Tremors of Unease",
  levels = {
    {text = "On each board: destroy 1 Explorer.", effect = function(g) destroy_on_each_board(g, {"explorer"}) end},
    {text = "On each board: destroy 1 Explorer, then 1 Town.", effect = function(g)
      destroy_on_each_board(g, {"explorer"})
      destroy_on_each_board(g, {"town"})
    end},
    {text = "On each board: destroy 1 Town, then 1 Town or City.", effect = function(g)
      destroy_on_each_board(g, {"town"})
      destroy_on_each_board(g, {"town", "city"})
    end},
  },
}
