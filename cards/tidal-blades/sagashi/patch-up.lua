-- Sagashi's Patch Up (S10): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "sagashi/patch-up",
  hero = "sagashi", number = "S10", name = "Patch Up",
  kind = "action",
  initiative = 0,
  actions = {
    {heal = 2},
    {reservoir = 1},
  },
}
