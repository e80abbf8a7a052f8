-- Eko's Longshot (E17), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "eko/longshot",
  hero = "eko", number = "E17", name = "Longshot",
  kind = "action",
  initiative = -1,
  actions = {
    {attack = 3, range = 4},
  },
}
