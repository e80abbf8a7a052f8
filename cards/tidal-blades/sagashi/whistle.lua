-- Sagashi's Whistle (S2): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "sagashi/whistle",
  hero = "sagashi", number = "S2", name = "Whistle",
  kind = "action",
  initiative = 1,
  actions = {
    {move = 3},
    {spirit = 1},
  },
}
