-- Caiman's Scales of Stone (C17), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "caiman/scales-of-stone",
  hero = "caiman", number = "C17", name = "Scales of Stone",
  kind = "action",
  initiative = -1,
  actions = {
    {shield = 3},
    {heal = 2},
  },
}
