-- queries.lua: what Dragon Tides derives that bots, renders and hosts may
-- ask (view:query, tab_game_query) instead of reading it off a prompt: a
-- fighter's stats with items, Signature Moves, SUPER, a carried person and
-- Grapple tokens ("Subtract 1 from all Stats for each Grapple token"), and
-- its Reach, as the player asking may know them.
local D = require "core"

for _, stat in ipairs{"move", "strike", "grapple", "throw"} do
  query { id = stat, value = function(view, fighter) return D.stat(view, fighter, stat) end }
end

query { id = "reach", value = function(view, fighter) return D.reach(view, fighter) end }
