-- Bad Omens: a Fear Card. Designed: the rulebook prints only Demoralized;
-- this card's name and effects are made for this game.
local D = require "core"

local function skip_ravage_where(g, pred)
  for _, l in ipairs(D.lands(g)) do
    if pred(l) then g:entity_set(l, "mod.skip_ravage", true) end
  end
end

fear {
  id = "bad-omens",
  name = "Bad Omens",
  levels = {
    {text = "Invaders do not Ravage in lands with Beasts or Wilds this turn.", effect = function(g)
      skip_ravage_where(g, function(l) return D.count(g, l, "beasts") + D.count(g, l, "wilds") > 0 end)
    end},
    {text = "Invaders do not Ravage in lands where Dahan outnumber Invaders this turn.", effect = function(g)
      skip_ravage_where(g, function(l) return D.n(g, l, "dahan") > D.n(g, l, "invader") end)
    end},
    {text = "Invaders do not Ravage in lands with Dahan this turn.", effect = function(g)
      skip_ravage_where(g, function(l) return D.n(g, l, "dahan") > 0 end)
    end},
  },
}
