-- Eko's Focused Mind (E6): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "eko/focused-mind",
  hero = "eko", number = "E6", name = "Focused Mind",
  kind = "action",
  initiative = 0,
  actions = {
    {focus = 2},
    {bolster = 1},
  },
}
