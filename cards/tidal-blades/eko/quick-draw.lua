-- Eko's Quick Draw (E10): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "eko/quick-draw",
  hero = "eko", number = "E10", name = "Quick Draw",
  kind = "action",
  initiative = 1,
  actions = {
    {attack = 2, range = 2, chain = true},
    {stunt = {spirit = 1}, modify = {range = 2}},
  },
}
