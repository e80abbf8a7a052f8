-- Caiman's Stalk (C5): a starting card the rulebook does not print; designed
-- (name, actions, numbers and Initiative modifier).
card {
  id = "caiman/stalk",
  hero = "caiman", number = "C5", name = "Stalk",
  kind = "action",
  initiative = 0,
  actions = {
    {move = 2},
    {bolster = 1},
  },
}
