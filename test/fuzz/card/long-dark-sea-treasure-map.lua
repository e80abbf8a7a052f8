-- Treasure Map (Loot, Item). Designed: the rulebook describes Items (Inventory
-- slots, «Retire» effects usable at any time), not the Loot cards.
local D = require "core"

define("loot", {
  id = "treasure-map",
  name = "Treasure Map",
  kind = "item",
  credit = 2,
  retire_text = "Advance the Mission Track by 1.",
  text = "Retire: Advance the Mission Track by 1.",
  retire = function(g, p, c) D.advance_track(g, "mission", 1) end,
})
