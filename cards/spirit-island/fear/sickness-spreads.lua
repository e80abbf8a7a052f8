-- Sickness Spreads: a Fear Card. Designed: the rulebook prints only
-- Demoralized; this card's name and effects are made for this game.
local D = require "core"
local E = require "events"

local function disease_each_board(g, pred)
  E.on_each_board(g, "Sickness Spreads: add Disease where?", pred,
                  function(_, l) D.change(g, l, "disease", 1) end, "fear_disease")
end

fear {
  id = "sickness-spreads",
  name = "Sickness Spreads",
  levels = {
    {text = "On each board: add 1 Disease to a land with a Town.", effect = function(g)
      disease_each_board(g, function(_, l) return D.n(g, l, "town") > 0 end)
    end},
    {text = "On each board: add 1 Disease to a land with a Town or City. 1 Damage to each Town in lands with Disease.",
     effect = function(g)
       disease_each_board(g, function(_, l) return D.buildings(g, l) > 0 end)
       for _, l in ipairs(D.lands(g)) do
         if D.count(g, l, "disease") > 0 then
           for _, t in ipairs(D.pieces_of(g, l, "town")) do D.damage_piece(g, t, 1, "fear") end
         end
       end
     end},
    {text = "In each land with Disease, destroy 1 Town.", effect = function(g)
      for _, l in ipairs(D.lands(g)) do
        if D.count(g, l, "disease") > 0 then
          local t = D.pieces_of(g, l, "town")[1]
          if t then D.destroy(g, t, "fear") end
        end
      end
    end},
  },
}
