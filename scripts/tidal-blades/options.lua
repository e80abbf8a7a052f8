-- options.lua: the options the Tidal Blades scenarios take (--variant
-- KEY=VALUE), declared so that a misspelt one is refused before the game
-- starts. What each does is said where it is read (setup.lua, items.lua,
-- quantum.lua, difficulty.lua, solo.lua, naviri.lua, crab.lua,
-- campaign.lua).
local O = {}

-- Every scenario's, plus extra (a scenario's own).
function O.declare(extra)
  local o = {
    heroes = {type = "list", help = "the heroes, by seat"},
    difficulty = {type = "int", min = -4, max = 4, default = 0},
    modifier = {type = "enum", values = {"power", "aid"}, help = "a one-card difficulty modifier"},
    items = {type = "string", help = "what each hero carries: a+b/c/... or market"},
    quantum = {type = "string", help = "Quantum upgrades each hero starts with"},
    scars = {type = "int", min = 0, max = 12, default = 0, help = "Battle Scars in each deck"},
    solo = {type = "enum", values = {"0", "1"}, help = "the solo rules (1) or not (0)"},
    arena = {type = "enum", values = {"0", "1"}, help = "Naviri's arena"},
  }
  for name, spec in pairs(extra or {}) do o[name] = spec end
  return o
end

return O
