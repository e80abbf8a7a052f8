-- Axl's Lunge (A10): a starting card the rulebook does not print; designed
-- (name, actions, numbers and Initiative modifier).
card {
  id = "axl/lunge",
  hero = "axl", number = "A10", name = "Lunge",
  kind = "action",
  initiative = 2,
  actions = {
    {move = 2},
    {attack = 1, chain = true},
  },
}
