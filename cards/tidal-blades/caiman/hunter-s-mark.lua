-- Caiman's Hunter's Mark (C6): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "caiman/hunter-s-mark",
  hero = "caiman", number = "C6", name = "Hunter's Mark",
  kind = "action",
  initiative = 0,
  actions = {
    {attack = 2, range = 3},
    {focus = 1},
  },
}
