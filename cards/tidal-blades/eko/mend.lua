-- Eko's Mend (E9): a starting card the rulebook does not print; designed
-- (name, actions, numbers and Initiative modifier).
card {
  id = "eko/mend",
  hero = "eko", number = "E9", name = "Mend",
  kind = "action",
  initiative = 0,
  actions = {
    {heal = 2},
    {spirit = 1},
  },
}
