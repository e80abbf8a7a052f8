-- Caiman's Snapping Jaws (C14), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "caiman/snapping-jaws",
  hero = "caiman", number = "C14", name = "Snapping Jaws",
  kind = "action",
  initiative = 0,
  actions = {
    {attack = 3},
    {heal = 1},
  },
}
