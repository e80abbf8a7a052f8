-- Axl's Unbreakable (A1): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "axl/unbreakable",
  hero = "axl", number = "A1", name = "Unbreakable",
  kind = "power",
  initiative = 0,
  actions = {
    {shield = 2},
    {attack = 2, chain = true},
  },
  text = "Persistent Power: when you block, block 1 more damage.",
  power = {block = 1},
}
