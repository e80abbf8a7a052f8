-- Axl's Steady Aim (A11): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "axl/steady-aim",
  hero = "axl", number = "A11", name = "Steady Aim",
  kind = "action",
  initiative = 0,
  actions = {
    {bolster = 1},
    {attack = 2, range = 3},
  },
}
