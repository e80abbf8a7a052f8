-- Eko's Slipstream (E11): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "eko/slipstream",
  hero = "eko", number = "E11", name = "Slipstream",
  kind = "action",
  initiative = 1,
  actions = {
    {either = {{move = 2}, {shield = 2}}},
    {focus = 1},
  },
}
