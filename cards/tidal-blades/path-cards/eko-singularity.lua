-- Eko's Singularity (E16), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "eko/singularity",
  hero = "eko", number = "E16", name = "Singularity",
  kind = "power",
  initiative = 0,
  actions = {
    {attack = 2, range = 3},
    {focus = 1},
  },
  text = "Persistent Power: when you clear a line, gain 1 Spirit.",
  power = {cleared = {spirit = 1}},
}
