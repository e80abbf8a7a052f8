-- Delusio Minotauri (d-emperatore's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.

card {
  id = "delusio-minotauri",
  name = "Delusio Minotauri",
  deck = "d-emperatore",
  action = "attack",
  base = 3,
  range = "short",
  boost = 1,
  type = "ACTION", traits = {"delusion"}, rarity = "basic", xp = 10,
}
