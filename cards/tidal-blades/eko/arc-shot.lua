-- Eko's Arc Shot (E3): a starting card the rulebook does not print; designed
-- (name, actions, numbers and Initiative modifier).
card {
  id = "eko/arc-shot",
  hero = "eko", number = "E3", name = "Arc Shot",
  kind = "action",
  initiative = 0,
  actions = {
    {attack = 2, range = 3, targets = 2},
  },
}
