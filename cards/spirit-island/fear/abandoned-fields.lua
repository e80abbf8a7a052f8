-- Abandoned Fields: a Fear Card. Designed: the rulebook prints only
-- Demoralized; this card's name and effects are made for this game.
local D = require "core"

fear {
  id = "abandoned-fields",
  name = "Abandoned Fields",
  levels = {
    {text = "Invaders do not Build in Inland lands with Dahan this turn.", effect = function(g)
      for _, l in ipairs(D.lands(g)) do
        if not D.coastal(g, l) and D.n(g, l, "dahan") > 0 then g:entity_set(l, "mod.skip_build", true) end
      end
    end},
    {text = "Invaders do not Build in Inland lands this turn.", effect = function(g)
      for _, l in ipairs(D.lands(g)) do
        if not D.coastal(g, l) then g:entity_set(l, "mod.skip_build", true) end
      end
    end},
    {text = "Skip the normal Build this turn.", effect = function(g) D.set(g, "mod.skip_normal_build", true) end},
  },
}
