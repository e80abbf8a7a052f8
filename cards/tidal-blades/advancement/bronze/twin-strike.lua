-- Twin Strike (G6), a Bronze card of the Citadel Research Lab
-- (designed: the Bronze, Silver and Gold cards are not printed).
card {
  id = "bronze/twin-strike",
  number = "G6", name = "Twin Strike",
  kind = "action", tier = "bronze", xp = 4,
  initiative = 0,
  actions = {
    {attack = 2, targets = 2},
  },
}
