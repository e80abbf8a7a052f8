-- Eko's Piercing Ray (TE2), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "eko/piercing-ray",
  hero = "eko", number = "TE2", name = "Piercing Ray",
  kind = "action",
  initiative = 0,
  actions = {
    {attack = 3, range = 3, pierce = 1},
  },
}
