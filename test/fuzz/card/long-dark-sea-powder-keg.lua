-- Powder Keg (Loot, Item). Designed: the rulebook describes Items (Inventory
-- slots, «Retire» effects usable at any time), not the Loot cards.
local D = require "core"

define("loot", {
  id = "powder-keg",
  name = "Powder Keg",
  kind = "item",
  credit = 2,
  retire_text = "Deal 3 direct Damage to an Enemy in the Imminent Zone.",
  text = "Retire: Deal 3 direct Damage to an Enemy in the Imminent Zone.",
  usable = function(g, p, c)
    for _, e in ipairs(D.line_cards(g, true)) do
      if D.def(g, e).type == "enemy" and D.range_of(g, D.where(g, e)) == 1 then return true end
    end
    return false
  end,
  retire = function(g, p, c)
    local opts, list = {}, {}
    for _, e in ipairs(D.line_cards(g, true)) do
      local s = D.where(g, e)
      if D.def(g, e).type == "enemy" and D.range_of(g, s) == 1 then
        list[#list + 1] = e
        opts[#opts + 1] = "«" .. D.card_name(g, e) .. "» in " .. D.sector_label(g, s)
      end
    end
    if #list == 0 then return end
    local pick = D.choose(g, {player = p, kind = "target", prompt = "Powder Keg: which Enemy?", options = opts})
    D.damage_card(g, list[pick], 3, true, p)
  end,
})
