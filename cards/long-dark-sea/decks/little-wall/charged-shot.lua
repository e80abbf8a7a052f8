-- Charged Shot (little-wall's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.

card {
  id = "charged-shot",
  name = "Charged Shot",
  deck = "little-wall",
  action = "attack",
  base = 2,
  range = "long",
  boost = 1,
  type = "ACTION", traits = {"firearm"}, rarity = "basic", xp = 10,
}
