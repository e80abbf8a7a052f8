-- Odenta Fury (tomoe-masako's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.

card {
  id = "odenta-fury",
  name = "Odenta Fury",
  deck = "tomoe-masako",
  action = "attack",
  base = 3,
  range = "short",
  boost = 1,
  type = "ACTION", traits = {"blade"}, rarity = "basic", xp = 10,
}
