-- Axl's Tidewall (A14), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "axl/tidewall",
  hero = "axl", number = "A14", name = "Tidewall",
  kind = "action",
  initiative = 1,
  actions = {
    {shield = 3},
    {attack = 2},
  },
}
