-- Caiman's Death Roll (TC1), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "caiman/death-roll",
  hero = "caiman", number = "TC1", name = "Death Roll",
  kind = "action",
  initiative = -1,
  actions = {
    {attack = 4, chain = true},
  },
}
