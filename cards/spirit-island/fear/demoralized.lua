-- Demoralized, as the expansion's rulebook prints it (its three lines are
-- read as Terror Levels I, II and III, the strongest last).
local D = require "core"

local function defend_all(g, n) D.set(g, "mod.defend_all", (D.get(g, "mod.defend_all") or 0) + n) end

fear {
  id = "demoralized",
  name = "Demoralized",
  levels = {
    {text = "Defend 1 in all lands.", effect = function(g) defend_all(g, 1) end},
    {text = "Defend 2 in all lands.", effect = function(g) defend_all(g, 2) end},
    {text = "Defend 3 in all lands.", effect = function(g) defend_all(g, 3) end},
  },
}
