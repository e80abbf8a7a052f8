-- Caiman's Patience (C10): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "caiman/patience",
  hero = "caiman", number = "C10", name = "Patience",
  kind = "action",
  initiative = 0,
  actions = {
    {reservoir = 2},
    {spirit = 1},
  },
}
