-- Ravages Falter: a Fear Card. Designed: the rulebook prints only
-- Demoralized; this card's name and effects are made for this game.
local D = require "core"

local function less(g, t) D.set(g, "mod.damage." .. t, (D.get(g, "mod.damage." .. t) or 0) - 1) end

fear {
  id = "ravages-falter",
  name = "Ravages Falter",
  levels = {
    {text = "Explorers do -1 Damage this turn.", effect = function(g) less(g, "explorer") end},
    {text = "Explorers and Towns do -1 Damage this turn.", effect = function(g)
      less(g, "explorer")
      less(g, "town")
    end},
    {text = "Each Invader does -1 Damage this turn; Defend 1 in all lands.", effect = function(g)
      less(g, "explorer")
      less(g, "town")
      less(g, "city")
      D.set(g, "mod.defend_all", (D.get(g, "mod.defend_all") or 0) + 1)
    end},
  },
}
