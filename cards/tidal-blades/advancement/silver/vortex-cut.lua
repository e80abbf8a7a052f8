-- Vortex Cut (G10), a Silver card of the Citadel Research Lab
-- (designed: the Bronze, Silver and Gold cards are not printed).
card {
  id = "silver/vortex-cut",
  number = "G10", name = "Vortex Cut",
  kind = "action", tier = "silver", xp = 7,
  initiative = 0,
  actions = {
    {attack = 3, targets = 2, chain = true},
  },
}
