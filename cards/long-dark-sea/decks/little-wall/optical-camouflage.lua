-- Optical Camouflage (little-wall's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.

card {
  id = "optical-camouflage",
  name = "Optical Camouflage",
  deck = "little-wall",
  action = "block",
  base = 2,
  boost = 1,
  type = "ACTION", traits = {"stealth"}, rarity = "basic", xp = 10,
}
