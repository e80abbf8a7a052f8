-- Sagashi's Guard Stance (S6): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "sagashi/guard-stance",
  hero = "sagashi", number = "S6", name = "Guard Stance",
  kind = "action",
  initiative = -1,
  actions = {
    {shield = 3},
  },
}
