-- Dust's Blade Tempest (TD1), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "dust/blade-tempest",
  hero = "dust", number = "TD1", name = "Blade Tempest",
  kind = "action",
  initiative = 0,
  actions = {
    {attack = 2, targets = 2, chain = true},
  },
}
