-- Dust's Battle Focus (D7): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "dust/battle-focus",
  hero = "dust", number = "D7", name = "Battle Focus",
  kind = "action",
  initiative = 0,
  actions = {
    {bolster = 1},
    {focus = 1},
  },
}
