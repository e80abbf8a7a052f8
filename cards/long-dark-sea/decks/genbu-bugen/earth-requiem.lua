-- Earth Requiem (genbu-bugen's Support card). The Boost Value and effect are designed:
-- the rulebook prints only the card's name and count.

card {
  id = "earth-requiem",
  name = "Earth Requiem",
  deck = "genbu-bugen",
  support = true,
  boost = 2,
  face = "genbu",
  type = "SUPPORT", traits = {"genbu"}, rarity = "basic", xp = 10,
}
