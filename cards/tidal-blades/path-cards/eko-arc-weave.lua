-- Eko's Arc Weave (E15), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "eko/arc-weave",
  hero = "eko", number = "E15", name = "Arc Weave",
  kind = "action",
  initiative = 1,
  actions = {
    {reservoir = 2},
    {focus = 1},
  },
}
