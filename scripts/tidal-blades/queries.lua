-- queries.lua: what Tidal Blades derives that bots, renders and hosts may
-- ask (view:query, g:query, tab_game_query) instead of working it out
-- again: an enemy's Armor, with what Crystallize adds for the Crystals of
-- 6+ health on the map.
local C = require "combat"

query { id = "armor", value = function(view, enemy) return C.armor(view, enemy) end }
