-- Dahan Take Heart: a Fear Card. Designed: the rulebook prints only
-- Demoralized; this card's name and effects are made for this game.
local D = require "core"
local E = require "events"
local P = require "powers"

fear {
  id = "dahan-take-heart",
  name = "Dahan Take Heart",
  levels = {
    {text = "In each land with Dahan, Defend 1.", effect = function(g)
      for _, l in ipairs(D.lands(g)) do
        if D.n(g, l, "dahan") > 0 then D.change(g, l, "defend", 1) end
      end
    end},
    {text = "In each land with at least 2 Dahan and Invaders, the Dahan deal 2 Damage.", effect = function(g)
      for _, l in ipairs(D.lands(g)) do
        if D.n(g, l, "dahan") >= 2 and D.has_invaders(g, l) then
          local c = E.ctx(D.decider(g, l), l)
          P.damage(g, c, 2)
        end
      end
    end},
    {text = "In each land with Invaders, the Dahan deal 2 Damage each.", effect = function(g)
      for _, l in ipairs(D.lands(g)) do
        if D.n(g, l, "dahan") > 0 and D.has_invaders(g, l) then P.dahan_attack(g, E.ctx(D.decider(g, l), l)) end
      end
    end},
  },
}
