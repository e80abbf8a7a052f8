-- Eko's Flux Barrier (TE1), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "eko/flux-barrier",
  hero = "eko", number = "TE1", name = "Flux Barrier",
  kind = "action",
  initiative = 1,
  actions = {
    {shield = 3},
    {move = 1},
  },
}
