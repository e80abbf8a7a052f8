-- Steady Breath (G3), a Bronze card of the Citadel Research Lab
-- (designed: the Bronze, Silver and Gold cards are not printed).
card {
  id = "bronze/steady-breath",
  number = "G3", name = "Steady Breath",
  kind = "action", tier = "bronze", xp = 3,
  initiative = 0,
  actions = {
    {heal = 2},
    {spirit = 1},
  },
}
