-- Axl's Bulwark Bash (A15), a Path card of the campaign (designed: the
-- rulebook names the card numbers, not the cards).
card {
  id = "axl/bulwark-bash",
  hero = "axl", number = "A15", name = "Bulwark Bash",
  kind = "action",
  initiative = 0,
  actions = {
    {attack = 3, chain = true},
    {shield = 1},
  },
}
