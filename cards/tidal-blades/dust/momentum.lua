-- Dust's Momentum (D13): a starting card the rulebook does not print; designed
-- (name, actions, numbers and Initiative modifier).
card {
  id = "dust/momentum",
  hero = "dust", number = "D13", name = "Momentum",
  kind = "action",
  initiative = 1,
  actions = {
    {move = 2},
    {spirit = 1},
  },
}
