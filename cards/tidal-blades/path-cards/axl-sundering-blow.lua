-- Axl's Sundering Blow (TA2), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "axl/sundering-blow",
  hero = "axl", number = "TA2", name = "Sundering Blow",
  kind = "action",
  initiative = -1,
  actions = {
    {attack = 4, pierce = 1},
  },
}
