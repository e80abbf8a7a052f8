-- Coral Jab (G1), a Bronze card of the Citadel Research Lab
-- (designed: the Bronze, Silver and Gold cards are not printed).
card {
  id = "bronze/coral-jab",
  number = "G1", name = "Coral Jab",
  kind = "action", tier = "bronze", xp = 3,
  initiative = 0,
  actions = {
    {attack = 2, chain = true},
    {move = 1},
  },
}
