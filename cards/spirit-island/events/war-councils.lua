-- War Councils: an Event Card. Designed: the rulebook prints a few events
-- only; this card is made for this game.
local D = require "core"
local I = require "invaders"

event {
  id = "war-councils",
  name = "War Councils",
  by = "health",
  primary = {
    {name = "Spirits Take Counsel", text = "Each Spirit gains 1 Energy.",
     effect = function(g) for p = 0, g:players() - 1 do D.sadd(g, p, "energy", 1) end end},
    {name = "Despair Spreads", text = "Each Spirit with Energy loses 1.",
     effect = function(g)
       for p = 0, g:players() - 1 do
         if D.sget(g, p, "energy") > 0 then D.sadd(g, p, "energy", -1) end
       end
     end},
  },
  token = {name = "Infighting", text = "Each Invader with Strife takes 1 Damage.",
           effect = function(g)
             for _, l in ipairs(D.lands(g)) do
               for _, e in ipairs(D.invaders(g, l)) do
                 if g:entity_exists(e) and (g:entity_get(e, "strife") or 0) > 0 then D.damage_piece(g, e, 1, "event") end
               end
             end
           end},
  dahan = {name = "Dahan Strike First", text = "In each land with Dahan and Invaders, the Dahan deal 1 Damage.",
           effect = function(g)
             for _, l in ipairs(D.lands(g)) do
               if D.n(g, l, "dahan") > 0 and D.has_invaders(g, l) then
                 I.damage_invaders(g, D.decider(g, l), l, 1, "dahan")
               end
             end
           end},
}
