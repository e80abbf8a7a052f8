-- Axl's Last Stand (TA1), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "axl/last-stand",
  hero = "axl", number = "TA1", name = "Last Stand",
  kind = "action",
  initiative = 1,
  actions = {
    {heal = 3},
    {shield = 2},
  },
}
