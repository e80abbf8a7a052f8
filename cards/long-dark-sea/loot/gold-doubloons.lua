-- Gold Doubloons (Loot, Item). Designed: the rulebook describes Items (Inventory
-- slots, «Retire» effects usable at any time), not the Loot cards.
local D = require "core"

define("loot", {
  id = "gold-doubloons",
  name = "Gold Doubloons",
  kind = "item",
  credit = 2,
  retire_text = "Gain 3 Credits.",
  text = "Retire: Gain 3 Credits.",
  retire = function(g, p, c) D.gain(g, p, "credit", 3) end,
})
