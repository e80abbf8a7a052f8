-- Aegis Core (G14), a Gold card of the Citadel Research Lab
-- (designed: the Bronze, Silver and Gold cards are not printed).
card {
  id = "gold/aegis-core",
  number = "G14", name = "Aegis Core",
  kind = "action", tier = "gold", xp = 9,
  initiative = 1,
  actions = {
    {shield = 5},
    {heal = 2},
  },
}
