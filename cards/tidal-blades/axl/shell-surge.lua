-- Axl's Shell Surge (A12): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "axl/shell-surge",
  hero = "axl", number = "A12", name = "Shell Surge",
  kind = "action",
  initiative = 1,
  actions = {
    {reservoir = 2},
    {focus = 1},
  },
}
