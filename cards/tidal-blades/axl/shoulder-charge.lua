-- Axl's Shoulder Charge (A3): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "axl/shoulder-charge",
  hero = "axl", number = "A3", name = "Shoulder Charge",
  kind = "action",
  initiative = 0,
  actions = {
    {move = 2},
    {attack = 2, chain = true},
  },
}
