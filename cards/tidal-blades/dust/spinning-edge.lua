-- Dust's Spinning Edge (D10): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "dust/spinning-edge",
  hero = "dust", number = "D10", name = "Spinning Edge",
  kind = "action",
  initiative = 0,
  actions = {
    {attack = 2, chain = true},
    {move = 1},
  },
}
