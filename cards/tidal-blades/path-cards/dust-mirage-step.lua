-- Dust's Mirage Step (TD2), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "dust/mirage-step",
  hero = "dust", number = "TD2", name = "Mirage Step",
  kind = "action",
  initiative = 1,
  actions = {
    {move = 2},
    {shield = 2},
  },
}
