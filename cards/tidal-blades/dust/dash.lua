-- Dust's Dash (D8): a starting card the rulebook does not print; designed
-- (name, actions, numbers and Initiative modifier).
card {
  id = "dust/dash",
  hero = "dust", number = "D8", name = "Dash",
  kind = "action",
  initiative = 2,
  actions = {
    {move = 3},
  },
}
