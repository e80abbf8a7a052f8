-- Eko's Phase Step (E4): a starting card the rulebook does not print; designed
-- (name, actions, numbers and Initiative modifier).
card {
  id = "eko/phase-step",
  hero = "eko", number = "E4", name = "Phase Step",
  kind = "action",
  initiative = 2,
  actions = {
    {move = 3},
    {reservoir = 1},
  },
}
