-- Caiman's Savage Bite (C4): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "caiman/savage-bite",
  hero = "caiman", number = "C4", name = "Savage Bite",
  kind = "action",
  initiative = -1,
  actions = {
    {attack = 4, chain = true},
  },
}
