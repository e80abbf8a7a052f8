-- Quick Scan (G4), a Bronze card of the Citadel Research Lab
-- (designed: the Bronze, Silver and Gold cards are not printed).
card {
  id = "bronze/quick-scan",
  number = "G4", name = "Quick Scan",
  kind = "action", tier = "bronze", xp = 3,
  initiative = 1,
  actions = {
    {scan = 2},
    {focus = 1},
  },
}
