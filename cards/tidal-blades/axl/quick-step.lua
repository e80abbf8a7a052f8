-- Axl's Quick Step (A13): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "axl/quick-step",
  hero = "axl", number = "A13", name = "Quick Step",
  kind = "action",
  initiative = 2,
  actions = {
    {move = 3},
    {spirit = 1},
  },
}
