-- Axl's Iron Tide (A16), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "axl/iron-tide",
  hero = "axl", number = "A16", name = "Iron Tide",
  kind = "power",
  initiative = 0,
  actions = {
    {shield = 2},
    {attack = 2},
  },
  text = "Persistent Power: when you block, block 1 more damage.",
  power = {block = 1},
}
