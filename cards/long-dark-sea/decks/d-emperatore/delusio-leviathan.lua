-- Delusio Leviathan (d-emperatore's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.

card {
  id = "delusio-leviathan",
  name = "Delusio Leviathan",
  deck = "d-emperatore",
  action = "attack",
  base = 3,
  range = "long",
  boost = 1,
  type = "ACTION", traits = {"delusion"}, rarity = "basic", xp = 10,
}
