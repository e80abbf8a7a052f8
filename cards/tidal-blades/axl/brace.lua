-- Axl's Brace (A7): a starting card the rulebook does not print; designed
-- (name, actions, numbers and Initiative modifier).
card {
  id = "axl/brace",
  hero = "axl", number = "A7", name = "Brace",
  kind = "action",
  initiative = 0,
  actions = {
    {shield = 2},
    {reservoir = 1},
  },
}
