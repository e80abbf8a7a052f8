-- Sagashi's Thrown Hook (S9): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "sagashi/thrown-hook",
  hero = "sagashi", number = "S9", name = "Thrown Hook",
  kind = "action",
  initiative = 0,
  actions = {
    {attack = 2, range = 2},
  },
}
