-- Fold Breaker (G17), a Gold card of the Citadel Research Lab
-- (designed: the Bronze, Silver and Gold cards are not printed).
card {
  id = "gold/fold-breaker",
  number = "G17", name = "Fold Breaker",
  kind = "action", tier = "gold", xp = 10,
  initiative = 0,
  actions = {
    {attack = 4, chain = true},
    {focus = 1},
  },
}
