-- Axl's Crushing Blow (A5): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "axl/crushing-blow",
  hero = "axl", number = "A5", name = "Crushing Blow",
  kind = "action",
  initiative = -2,
  actions = {
    {attack = 4},
  },
}
