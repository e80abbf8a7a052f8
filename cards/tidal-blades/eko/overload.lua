-- Eko's Overload (E12): a starting card the rulebook does not print; designed
-- (name, actions, numbers and Initiative modifier).
card {
  id = "eko/overload",
  hero = "eko", number = "E12", name = "Overload",
  kind = "action",
  initiative = -2,
  actions = {
    {attack = 4, chain = true, tide = {lose = 1}},
  },
}
