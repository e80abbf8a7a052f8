-- Surge Engine (G9), a Silver card of the Citadel Research Lab
-- (designed: the Bronze, Silver and Gold cards are not printed).
card {
  id = "silver/surge-engine",
  number = "G9", name = "Surge Engine",
  kind = "action", tier = "silver", xp = 6,
  initiative = 0,
  actions = {
    {reservoir = 2},
    {spirit = 1},
    {focus = 1},
  },
}
