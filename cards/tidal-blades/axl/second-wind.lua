-- Axl's Second Wind (A9): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "axl/second-wind",
  hero = "axl", number = "A9", name = "Second Wind",
  kind = "action",
  initiative = 0,
  actions = {
    {heal = 2},
    {move = 1},
  },
}
