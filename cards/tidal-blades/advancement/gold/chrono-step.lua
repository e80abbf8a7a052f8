-- Chrono Step (G15), a Gold card of the Citadel Research Lab
-- (designed: the Bronze, Silver and Gold cards are not printed).
card {
  id = "gold/chrono-step",
  number = "G15", name = "Chrono Step",
  kind = "action", tier = "gold", xp = 10,
  initiative = -1,
  actions = {
    {move = 4},
    {attack = 3},
  },
}
