-- Eko's Shell Weave (E7): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "eko/shell-weave",
  hero = "eko", number = "E7", name = "Shell Weave",
  kind = "action",
  initiative = 0,
  actions = {
    {shield = 2},
    {reservoir = 1},
  },
}
