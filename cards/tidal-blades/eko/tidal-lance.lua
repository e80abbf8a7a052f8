-- Eko's Tidal Lance (E5): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "eko/tidal-lance",
  hero = "eko", number = "E5", name = "Tidal Lance",
  kind = "action",
  initiative = -1,
  actions = {
    {attack = 3, range = 2, chain = true},
  },
}
