-- Powder Monkey (Ally). Designed: the rulebook names Allies but prints
-- none; a deckhand whose «Maintenance» deals 1 direct Damage to the closest
-- revealed Enemy in the Imminent Zone.
local D = require "core"

define("ally", {
  id = "powder-monkey",
  name = "Powder Monkey",
  ally = true,
  health = 3,
  text = "Ally. Health 3. Maintenance: 1 direct Damage to the closest revealed Enemy in the Imminent Zone.",
  maintenance = function(g, c, p)
    local grid = D.grid(g)
    for n = 1, g:sector_path_len(grid) do
      local s = g:sector_by_number(grid, n)
      local e = g:sector_card(grid, s)
      if D.range_of(g, s) == 1 and e and g:entity_get(e, "revealed") and D.def(g, e).type == "enemy" then
        D.damage_card(g, e, 1, true, p)
        g:tally("ally.monkey")
        return
      end
    end
  end,
})
