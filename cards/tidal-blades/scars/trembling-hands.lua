-- The Battle Scar Trembling Hands (designed: the 16 Battle Scar cards are not
-- printed). Its cost is paid when it is activated.
card {
  id = "scar/trembling-hands",
  number = "S1", name = "Trembling Hands",
  kind = "scar",
  initiative = 0,
  cost = {spirit = 1},
  actions = {
    {attack = 2},
  },
}
