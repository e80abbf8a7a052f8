-- Overseas Trade Stalls: a Fear Card. Designed: the rulebook prints only
-- Demoralized; this card's name and effects are made for this game.
local D = require "core"

local function coastal(g, key)
  for _, l in ipairs(D.lands(g)) do
    if D.coastal(g, l) then g:entity_set(l, key, true) end
  end
end

fear {
  id = "overseas-trade-stalls",
  name = "Overseas Trade Stalls",
  levels = {
    {text = "Invaders do not Build in Coastal lands this turn.", effect = function(g) coastal(g, "mod.skip_build") end},
    {text = "Invaders do not Build or Explore in Coastal lands this turn.", effect = function(g)
      coastal(g, "mod.skip_build")
      coastal(g, "mod.skip_explore")
    end},
    {text = "Invaders do not Ravage, Build or Explore in Coastal lands this turn.", effect = function(g)
      coastal(g, "mod.skip_ravage")
      coastal(g, "mod.skip_build")
      coastal(g, "mod.skip_explore")
    end},
  },
}
