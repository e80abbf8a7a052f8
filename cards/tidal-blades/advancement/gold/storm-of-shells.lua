-- Storm of Shells (G16), a Gold card of the Citadel Research Lab
-- (designed: the Bronze, Silver and Gold cards are not printed).
card {
  id = "gold/storm-of-shells",
  number = "G16", name = "Storm of Shells",
  kind = "action", tier = "gold", xp = 9,
  initiative = 0,
  actions = {
    {attack = 3, targets = 3},
  },
}
