-- Axl's Fight or Flight (A2). Printed in the rulebook: the name, and that it
-- is Move or a chained Attack (the item example). Designed: the rest (numbers,
-- Initiative modifier).
card {
  id = "axl/fight-or-flight",
  hero = "axl", number = "A2", name = "Fight or Flight",
  kind = "action",
  initiative = 1,
  actions = {
    {either = {{move = 3}, {attack = 3, chain = true}}},
  },
}
