-- Frightened Explorers: a Fear Card. Designed: the rulebook prints only
-- Demoralized; this card's name and effects are made for this game.
local D = require "core"

fear {
  id = "frightened-explorers",
  name = "Frightened Explorers",
  levels = {
    {text = "Invaders do not Explore into lands with Dahan this turn.", effect = function(g)
      for _, l in ipairs(D.lands(g)) do
        if D.n(g, l, "dahan") > 0 then g:entity_set(l, "mod.skip_explore", true) end
      end
    end},
    {text = "Invaders do not Explore into Inland lands this turn.", effect = function(g)
      for _, l in ipairs(D.lands(g)) do
        if not D.coastal(g, l) then g:entity_set(l, "mod.skip_explore", true) end
      end
    end},
    {text = "Invaders do not Explore this turn.", effect = function(g) D.set(g, "mod.skip_explore", true) end},
  },
}
