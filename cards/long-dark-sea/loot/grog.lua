-- Grog (Loot, Item). Designed: the rulebook describes Items (Inventory
-- slots, «Retire» effects usable at any time), not the Loot cards.
local D = require "core"

define("loot", {
  id = "grog",
  name = "Grog",
  kind = "item",
  copies = 2,
  credit = 2,
  retire_text = "«Draw 2».",
  text = "Retire: «Draw 2».",
  retire = function(g, p, c) D.draw(g, p, 2) end,
})
