-- Eko's Focused Mind (E6): a starting card the rulebook does not print;
-- designed (name, actions, numbers, Initiative modifier and its "when
-- placed" ability).
local H = require "hero"

card {
  id = "eko/focused-mind",
  hero = "eko", number = "E6", name = "Focused Mind",
  kind = "action",
  initiative = 0,
  actions = {
    {focus = 2},
    {bolster = 1},
  },
  text = "When placed: gain 1 Spirit.",
  placed = function(g, hero) H.gain(g, hero, "spirit", 1) end,
}
