-- Dust's Charged Blade (D12): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "dust/charged-blade",
  hero = "dust", number = "D12", name = "Charged Blade",
  kind = "action",
  initiative = 0,
  actions = {
    {reservoir = 2},
    {attack = 1, chain = true},
  },
}
