-- Dust's Guarded Step (D9): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "dust/guarded-step",
  hero = "dust", number = "D9", name = "Guarded Step",
  kind = "action",
  initiative = 0,
  actions = {
    {move = 1},
    {shield = 2},
  },
}
