-- Signal Flare (Loot, Item). Designed: the rulebook describes Items (Inventory
-- slots, «Retire» effects usable at any time), not the Loot cards.
local D = require "core"

define("loot", {
  id = "signal-flare",
  name = "Signal Flare",
  kind = "item",
  credit = 2,
  retire_text = "Reveal a hidden card in any Sector, at no cost.",
  text = "Retire: Reveal a hidden card in any Sector, at no cost.",
  usable = function(g, p, c)
    for _, e in ipairs(D.line_cards(g, false)) do
      if not g:entity_get(e, "revealed") then return true end
    end
    return false
  end,
  retire = function(g, p, c)
    local opts, list = {}, {}
    for _, e in ipairs(D.line_cards(g, false)) do
      if not g:entity_get(e, "revealed") then
        list[#list + 1] = e
        opts[#opts + 1] = D.sector_label(g, D.where(g, e))
      end
    end
    if #list == 0 then return end
    local pick = D.choose(g, {player = p, kind = "target", prompt = "Signal Flare: reveal which card?", options = opts})
    D.reveal(g, list[pick], p)
  end,
})
