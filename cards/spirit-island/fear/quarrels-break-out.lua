-- Quarrels Break Out: a Fear Card. Designed: the rulebook prints only
-- Demoralized; this card's name and effects are made for this game. Its
-- Health effect is the rulebook's "Game-wide Health": "For the rest of
-- this turn, Invaders have -1 Health per Strife."
local D = require "core"
local E = require "events"
local P = require "powers"

local function strife(g, n)
  E.each_board(g, function(_, b, p, lands)
    for _ = 1, n do
      local l = E.pick_land(g, b, E.filter(g, lands, D.has_invaders), "Quarrels Break Out: add Strife where?",
                            "fear_strife")
      if l then P.add_strife(g, E.ctx(p, l), 1) end
    end
  end)
end

local function per_strife(g)
  D.set(g, "mod.health_per_strife", 1)
  D.check_health(g)
end

fear {
  id = "quarrels-break-out",
  name = "Quarrels Break Out",
  levels = {
    {text = "On each board: add 1 Strife.", effect = function(g) strife(g, 1) end},
    {text = "For the rest of this turn, Invaders have -1 Health per Strife. On each board: add 1 Strife.",
     effect = function(g) per_strife(g) strife(g, 1) end},
    {text = "For the rest of this turn, Invaders have -1 Health per Strife. On each board: add 2 Strife.",
     effect = function(g) per_strife(g) strife(g, 2) end},
  },
}
