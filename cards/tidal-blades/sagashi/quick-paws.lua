-- Sagashi's Quick Paws (S7): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "sagashi/quick-paws",
  hero = "sagashi", number = "S7", name = "Quick Paws",
  kind = "action",
  initiative = 2,
  actions = {
    {move = 2},
    {attack = 1, chain = true},
  },
}
