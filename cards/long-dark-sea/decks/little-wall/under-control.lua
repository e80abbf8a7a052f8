-- Under Control (little-wall's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.

card {
  id = "under-control",
  name = "Under Control",
  deck = "little-wall",
  action = "explore",
  base = 2,
  range = "long",
  boost = 1,
  type = "ACTION", traits = {"scouting"}, rarity = "basic", xp = 10,
}
