-- The Battle Scar Old Fracture (designed: the 16 Battle Scar cards are not
-- printed). Its cost is paid when it is activated.
card {
  id = "scar/old-fracture",
  number = "S2", name = "Old Fracture",
  kind = "scar",
  initiative = 0,
  cost = {focus = 1},
  actions = {
    {move = 2},
  },
}
