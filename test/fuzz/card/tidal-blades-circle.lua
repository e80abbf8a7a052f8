-- Sagashi's Circle (S11): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "sagashi/circle",
  hero = "sagashi", number = "S11", name = "Circle",
  kind = "action",
  initiative = 1,
  actions = {
    {move = 3},
  },
}
