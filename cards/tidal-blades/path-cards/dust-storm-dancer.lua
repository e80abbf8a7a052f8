-- Dust's Storm Dancer (D16), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "dust/storm-dancer",
  hero = "dust", number = "D16", name = "Storm Dancer",
  kind = "power",
  initiative = 0,
  actions = {
    {move = 2},
    {attack = 2},
  },
  text = "Persistent Power: when you clear a line, gain 1 Spirit.",
  power = {cleared = {spirit = 1}},
}
