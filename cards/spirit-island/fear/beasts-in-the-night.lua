-- Beasts in the Night: a Fear Card. Designed: the rulebook prints only
-- Demoralized; this card's name and effects are made for this game.
local D = require "core"
local I = require "invaders"

local function each_beasts_land(g, fn)
  for _, l in ipairs(D.lands(g)) do
    if D.count(g, l, "beasts") > 0 and D.has_invaders(g, l) then fn(l) end
  end
end

fear {
  id = "beasts-in-the-night",
  name = "Beasts in the Night",
  levels = {
    {text = "In each land with Beasts, destroy 1 Explorer.", effect = function(g)
      each_beasts_land(g, function(l)
        local e = D.pieces_of(g, l, "explorer")[1]
        if e then D.destroy(g, e, "fear") end
      end)
    end},
    {text = "In each land with Beasts, 2 Damage.", effect = function(g)
      each_beasts_land(g, function(l) I.damage_invaders(g, D.decider(g, l), l, 2, "fear") end)
    end},
    {text = "In each land with Beasts, 3 Damage.", effect = function(g)
      each_beasts_land(g, function(l) I.damage_invaders(g, D.decider(g, l), l, 3, "fear") end)
    end},
  },
}
