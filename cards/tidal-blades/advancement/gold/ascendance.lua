-- Ascendance (G18), a Gold card of the Citadel Research Lab
-- (designed: the Bronze, Silver and Gold cards are not printed).
card {
  id = "gold/ascendance",
  number = "G18", name = "Ascendance",
  kind = "action", tier = "gold", xp = 10,
  initiative = 1,
  actions = {
    {spirit = 2},
    {focus = 2},
    {reservoir = 2},
  },
}
