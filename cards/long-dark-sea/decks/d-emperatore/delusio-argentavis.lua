-- Delusio Argentavis (d-emperatore's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.

card {
  id = "delusio-argentavis",
  name = "Delusio Argentavis",
  deck = "d-emperatore",
  action = "explore",
  base = 2,
  range = "long",
  boost = 1,
  type = "ACTION", traits = {"delusion"}, rarity = "basic", xp = 10,
}
