-- Evasive Maneuver (little-wall's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.

card {
  id = "evasive-maneuver",
  name = "Evasive Maneuver",
  deck = "little-wall",
  action = "block",
  base = 3,
  boost = 1,
  type = "ACTION", traits = {"maneuver"}, rarity = "basic", xp = 10,
}
