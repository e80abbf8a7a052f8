-- Dust's Second Breath (D11): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "dust/second-breath",
  hero = "dust", number = "D11", name = "Second Breath",
  kind = "action",
  initiative = 0,
  actions = {
    {heal = 2},
    {spirit = 1},
  },
}
