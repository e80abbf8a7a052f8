-- Caiman's Thick Hide (C7): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "caiman/thick-hide",
  hero = "caiman", number = "C7", name = "Thick Hide",
  kind = "action",
  initiative = -1,
  actions = {
    {shield = 3},
  },
}
