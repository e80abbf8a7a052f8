-- Whispers in the Dark: a Fear Card. Designed: the rulebook prints only
-- Demoralized; this card's name and effects are made for this game.
local D = require "core"
local E = require "events"
local P = require "powers"

local function strife(g, n)
  E.each_board(g, function(_, b, p, lands)
    for _ = 1, n do
      local l = E.pick_land(g, b, E.filter(g, lands, D.has_invaders), "Whispers in the Dark: add Strife where?",
                            "fear_strife")
      if l then P.add_strife(g, E.ctx(p, l), 1) end
    end
  end)
end

fear {
  id = "whispers-in-the-dark",
  name = "Whispers in the Dark",
  levels = {
    {text = "On each board: add 1 Strife.", effect = function(g) strife(g, 1) end},
    {text = "On each board: add 2 Strife.", effect = function(g) strife(g, 2) end},
    {text = "On each board: add 3 Strife.", effect = function(g) strife(g, 3) end},
  },
}
