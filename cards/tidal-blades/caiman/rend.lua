-- Caiman's Rend (C8): a starting card the rulebook does not print; designed
-- (name, actions, numbers and Initiative modifier).
card {
  id = "caiman/rend",
  hero = "caiman", number = "C8", name = "Rend",
  kind = "action",
  initiative = -1,
  actions = {
    {attack = 3, chain = true, tide = {damage = 1}},
  },
}
