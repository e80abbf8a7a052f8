-- Nova Blade (G13), a Gold card of the Citadel Research Lab
-- (designed: the Bronze, Silver and Gold cards are not printed).
card {
  id = "gold/nova-blade",
  number = "G13", name = "Nova Blade",
  kind = "action", tier = "gold", xp = 9,
  initiative = -1,
  actions = {
    {attack = 5, pierce = 1},
  },
}
