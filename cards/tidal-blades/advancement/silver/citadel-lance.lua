-- Citadel Lance (G7), a Silver card of the Citadel Research Lab
-- (designed: the Bronze, Silver and Gold cards are not printed).
card {
  id = "silver/citadel-lance",
  number = "G7", name = "Citadel Lance",
  kind = "action", tier = "silver", xp = 6,
  initiative = -1,
  actions = {
    {attack = 4, range = 3},
  },
}
