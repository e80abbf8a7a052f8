-- Dust's Riposte (D15), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "dust/riposte",
  hero = "dust", number = "D15", name = "Riposte",
  kind = "action",
  initiative = 1,
  actions = {
    {shield = 2},
    {attack = 2, chain = true},
  },
}
