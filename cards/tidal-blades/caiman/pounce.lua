-- Caiman's Pounce (C3): a starting card the rulebook does not print; designed
-- (name, actions, numbers and Initiative modifier).
card {
  id = "caiman/pounce",
  hero = "caiman", number = "C3", name = "Pounce",
  kind = "action",
  initiative = 1,
  actions = {
    {move = 2},
    {attack = 2, chain = true},
  },
}
