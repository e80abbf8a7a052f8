-- Eko's Drift (E13): a starting card the rulebook does not print; designed
-- (name, actions, numbers and Initiative modifier).
card {
  id = "eko/drift",
  hero = "eko", number = "E13", name = "Drift",
  kind = "action",
  initiative = 0,
  actions = {
    {move = 2},
    {scan = 1},
  },
}
