-- Dust's Relentless Tide (D1): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "dust/relentless-tide",
  hero = "dust", number = "D1", name = "Relentless Tide",
  kind = "power",
  initiative = 0,
  actions = {
    {attack = 2, chain = true},
    {move = 1},
  },
  text = "Persistent Power: when you clear a line, gain 1 Spirit.",
  power = {cleared = {spirit = 1}},
}
