-- Barrier Matrix (G8), a Silver card of the Citadel Research Lab
-- (designed: the Bronze, Silver and Gold cards are not printed).
card {
  id = "silver/barrier-matrix",
  number = "G8", name = "Barrier Matrix",
  kind = "action", tier = "silver", xp = 6,
  initiative = 1,
  actions = {
    {shield = 4},
  },
}
