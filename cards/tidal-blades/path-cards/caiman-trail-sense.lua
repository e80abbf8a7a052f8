-- Caiman's Trail Sense (C15), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "caiman/trail-sense",
  hero = "caiman", number = "C15", name = "Trail Sense",
  kind = "action",
  initiative = 1,
  actions = {
    {move = 2},
    {focus = 1},
  },
}
