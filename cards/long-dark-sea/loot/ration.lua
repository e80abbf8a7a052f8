-- Ration (Loot, Item). Designed: the rulebook describes Items (Inventory
-- slots, «Retire» effects usable at any time), not the Loot cards.
local D = require "core"

define("loot", {
  id = "ration",
  name = "Ration",
  kind = "item",
  copies = 2,
  credit = 2,
  retire_text = "Heal 3 any Character.",
  text = "Retire: Heal 3 any Character.",
  usable = function(g, p, c)
    for q = 0, g:players() - 1 do if D.damage(g, q) > 0 then return true end end
    return false
  end,
  retire = function(g, p, c)
    local best, most = p, -1
    for q = 0, g:players() - 1 do
      if D.damage(g, q) > most then best, most = q, D.damage(g, q) end
    end
    D.heal(g, best, 3)
  end,
})
