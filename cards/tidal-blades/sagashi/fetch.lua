-- Sagashi's Fetch (S4): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "sagashi/fetch",
  hero = "sagashi", number = "S4", name = "Fetch",
  kind = "action",
  initiative = 1,
  actions = {
    {move = 2},
    {focus = 1},
  },
}
