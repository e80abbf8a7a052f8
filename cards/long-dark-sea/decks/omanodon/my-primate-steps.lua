-- My Primate Steps (omanodon's Support card). The Boost Value and effect are designed:
-- the rulebook prints only the card's name and count.

card {
  id = "my-primate-steps",
  name = "My Primate Steps",
  deck = "omanodon",
  support = true,
  boost = 2,
  type = "SUPPORT", traits = {"omanodon"}, rarity = "basic", xp = 10,
}
