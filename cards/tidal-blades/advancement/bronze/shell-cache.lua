-- Shell Cache (G2), a Bronze card of the Citadel Research Lab
-- (designed: the Bronze, Silver and Gold cards are not printed).
card {
  id = "bronze/shell-cache",
  number = "G2", name = "Shell Cache",
  kind = "action", tier = "bronze", xp = 3,
  initiative = 1,
  actions = {
    {shield = 2},
    {reservoir = 1},
  },
}
