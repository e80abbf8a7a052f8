-- Follow the Trail (tomoe-masako's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.

card {
  id = "follow-the-trail",
  name = "Follow the Trail",
  deck = "tomoe-masako",
  action = "explore",
  base = 2,
  range = "medium",
  boost = 1,
  type = "ACTION", traits = {"hunt"}, rarity = "basic", xp = 10,
}
