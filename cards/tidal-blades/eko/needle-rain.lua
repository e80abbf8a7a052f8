-- Eko's Needle Rain (E8): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "eko/needle-rain",
  hero = "eko", number = "E8", name = "Needle Rain",
  kind = "action",
  initiative = -1,
  actions = {
    {attack = 1, range = 3, targets = 3, tide = {damage = 1}},
  },
}
