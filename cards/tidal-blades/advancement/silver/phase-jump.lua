-- Phase Jump (G12), a Silver card of the Citadel Research Lab
-- (designed: the Bronze, Silver and Gold cards are not printed).
card {
  id = "silver/phase-jump",
  number = "G12", name = "Phase Jump",
  kind = "action", tier = "silver", xp = 7,
  initiative = -1,
  actions = {
    {move = 3},
    {attack = 2},
  },
}
