-- Axl's Second Wind (A9): a starting card the rulebook does not print;
-- designed (name, actions, numbers, Initiative modifier and its end of turn
-- ability).
local C = require "combat"

card {
  id = "axl/second-wind",
  hero = "axl", number = "A9", name = "Second Wind",
  kind = "action",
  initiative = 0,
  actions = {
    {heal = 2},
    {move = 1},
  },
  text = "End of turn (when activated): heal 1.",
  turn_end = function(g, hero) C.heal_hero(g, hero, 1) end,
}
