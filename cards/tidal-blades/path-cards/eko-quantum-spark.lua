-- Eko's Quantum Spark (E14), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "eko/quantum-spark",
  hero = "eko", number = "E14", name = "Quantum Spark",
  kind = "action",
  initiative = 0,
  actions = {
    {attack = 2, range = 3},
    {reservoir = 1},
  },
}
