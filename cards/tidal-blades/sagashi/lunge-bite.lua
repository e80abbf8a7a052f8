-- Sagashi's Lunge Bite (S12): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "sagashi/lunge-bite",
  hero = "sagashi", number = "S12", name = "Lunge Bite",
  kind = "action",
  initiative = -1,
  actions = {
    {attack = 4},
  },
}
