-- "Dystopia" (Weakness, Rare; Weaknesses expansion: "two new types of
-- Weakness, "Dystopia" and "Dishonor", both Rare cards"). Its effect is
-- designed.
local D = require "core"

define("weakness", {
  id = "dystopia",
  name = "Dystopia",
  type = "WEAKNESS",
  rarity = "rare",
  expansion = "weaknesses",
  xp = -20,
  text = "When you draw this card, discard another card from your hand at random (the last drawn).",
  on_draw = function(g, c, p)
    local hand = D.zone(g, "hand", p)
    local list = g:zone_list(hand)
    for i = #list, 1, -1 do
      if list[i] ~= c then
        D.discard(g, list[i])
        g:tally("weakness.dystopia")
        return
      end
    end
  end,
})
