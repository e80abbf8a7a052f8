-- queries.lua: what tile tactics derives that bots, renders and hosts may
-- ask (view:query, g:query, tab_game_query) instead of working it out
-- again: a unit's stats with what its items add ("bonus.<stat>"), and the
-- damage its attack would deal to a tile (the height bonus or malus
-- included).
local S = require "lib/state"
local C = require "lib/combat"

for _, stat in ipairs{"move", "jump", "health", "attack", "reach"} do
  query { id = stat, value = function(view, unit) return S.stat(view, unit, stat) end }
end

query { id = "damage", value = function(view, unit, x, y) return C.attack_damage(view, unit, x, y) end }
