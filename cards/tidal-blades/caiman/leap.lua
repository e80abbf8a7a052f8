-- Caiman's Leap (C11): a starting card the rulebook does not print; designed
-- (name, actions, numbers and Initiative modifier).
card {
  id = "caiman/leap",
  hero = "caiman", number = "C11", name = "Leap",
  kind = "action",
  initiative = 2,
  actions = {
    {move = 3},
    {shield = 1},
  },
}
