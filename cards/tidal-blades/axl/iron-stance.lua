-- Axl's Iron Stance (A4): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "axl/iron-stance",
  hero = "axl", number = "A4", name = "Iron Stance",
  kind = "action",
  initiative = -1,
  actions = {
    {shield = 3},
  },
}
