-- Wandering Herds: a Choice Event. Designed: the rulebook prints a few
-- events only; this card is made for this game.
local D = require "core"
local I = require "invaders"
local E = require "events"

event {
  id = "wandering-herds",
  name = "Wandering Herds",
  by = "choice",
  cost = 2,
  aided = "animal",
  primary = {
    {name = "The Herds Trample", text = "In each land with Beasts: 1 Damage to Dahan.",
     effect = function(g)
       for _, l in ipairs(D.lands(g)) do
         if D.count(g, l, "beasts") > 0 then I.damage_dahan(g, l, 1, "event") end
       end
     end},
    {name = "Guide the Herds", text = "In each land with Beasts and Invaders: 1 Damage.",
     effect = function(g)
       for _, l in ipairs(D.lands(g)) do
         if D.count(g, l, "beasts") > 0 and D.has_invaders(g, l) then
           I.damage_invaders(g, D.decider(g, l), l, 1, "event")
         end
       end
     end},
  },
  token = {name = "The Herds Multiply", text = "On each board: add 1 Beasts to a land with Beasts.",
           effect = function(g)
             E.on_each_board(g, "The Herds Multiply: add Beasts where?",
                             function(_, l) return D.count(g, l, "beasts") > 0 end,
                             function(_, l) D.change(g, l, "beasts", 1) end, "token_beasts")
           end},
}
