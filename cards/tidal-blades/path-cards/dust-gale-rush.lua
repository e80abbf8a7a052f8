-- Dust's Gale Rush (D17), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "dust/gale-rush",
  hero = "dust", number = "D17", name = "Gale Rush",
  kind = "action",
  initiative = -1,
  actions = {
    {move = 3},
    {attack = 2},
  },
}
