-- Caiman's Second Skin (TC2), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "caiman/second-skin",
  hero = "caiman", number = "TC2", name = "Second Skin",
  kind = "action",
  initiative = 1,
  actions = {
    {heal = 3},
    {bolster = 1},
  },
}
