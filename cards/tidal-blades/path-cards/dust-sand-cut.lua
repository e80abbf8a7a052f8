-- Dust's Sand Cut (D14), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "dust/sand-cut",
  hero = "dust", number = "D14", name = "Sand Cut",
  kind = "action",
  initiative = 0,
  actions = {
    {attack = 3, chain = true},
    {move = 1},
  },
}
