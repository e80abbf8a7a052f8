-- The Battle Scar Fold Sickness (designed: the 16 Battle Scar cards are not
-- printed). Its cost is paid when it is activated.
card {
  id = "scar/fold-sickness",
  number = "S5", name = "Fold Sickness",
  kind = "scar",
  initiative = 0,
  cost = {spirit = 1},
  actions = {
    {heal = 1},
  },
}
