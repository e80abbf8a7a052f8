-- Caiman's Apex (C16), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "caiman/apex",
  hero = "caiman", number = "C16", name = "Apex",
  kind = "power",
  initiative = 0,
  actions = {
    {attack = 3},
    {heal = 1},
  },
  text = "Persistent Power: when you block, block 1 more damage.",
  power = {block = 1},
}
