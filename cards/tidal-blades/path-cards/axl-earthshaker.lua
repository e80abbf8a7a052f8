-- Axl's Earthshaker (A17), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "axl/earthshaker",
  hero = "axl", number = "A17", name = "Earthshaker",
  kind = "action",
  initiative = -1,
  actions = {
    {attack = 2, targets = 2},
    {bolster = 1},
  },
}
