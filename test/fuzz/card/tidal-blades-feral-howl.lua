-- Sagashi's Feral Howl (S8): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "sagashi/feral-howl",
  hero = "sagashi", number = "S8", name = "Feral Howl",
  kind = "action",
  initiative = 1,
  actions = {
    {focus = 1},
    {spirit = 1},
  },
}
