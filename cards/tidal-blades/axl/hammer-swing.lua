-- Axl's Hammer Swing (A8): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "axl/hammer-swing",
  hero = "axl", number = "A8", name = "Hammer Swing",
  kind = "action",
  initiative = -1,
  actions = {
    {attack = 3, chain = true},
    {stunt = {spirit = 1}, modify = {targets = 1}},
  },
}
