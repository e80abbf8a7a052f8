-- Tremors: an Event Card. Designed: the rulebook prints a few events only;
-- this card is made for this game.
local D = require "core"
local I = require "invaders"

local function mountains_with_invaders(g)
  local out = {}
  for _, l in ipairs(D.lands(g)) do
    if D.terrain(g, l) == "mountain" and D.has_invaders(g, l) then out[#out + 1] = l end
  end
  return out
end

event {
  id = "tremors",
  name = "Tremors",
  by = "terror",
  primary = {
    {name = "The Earth Shifts", text = "In each Mountain with Invaders: 1 Damage.",
     effect = function(g)
       for _, l in ipairs(mountains_with_invaders(g)) do I.damage_invaders(g, D.decider(g, l), l, 1, "event") end
     end},
    {name = "Omens in the Stone", text = "Each Mountain with Invaders: 1 Fear.",
     effect = function(g)
       for _, l in ipairs(mountains_with_invaders(g)) do D.fear(g, 1, l) end
     end},
  },
  dahan = {name = "Dahan Seek the Heights", text = "Defend 1 in each Mountain with Dahan (until the end of the turn).",
           effect = function(g)
             for _, l in ipairs(D.lands(g)) do
               if D.terrain(g, l) == "mountain" and D.n(g, l, "dahan") > 0 then D.change(g, l, "defend", 1) end
             end
           end},
}
