-- Eko's Blink Strike (E2): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "eko/blink-strike",
  hero = "eko", number = "E2", name = "Blink Strike",
  kind = "action",
  initiative = 1,
  actions = {
    {move = 2},
    {attack = 2, chain = true},
  },
}
