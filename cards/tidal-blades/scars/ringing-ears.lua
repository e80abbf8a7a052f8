-- The Battle Scar Ringing Ears (designed: the 16 Battle Scar cards are not
-- printed). Its cost is paid when it is activated.
card {
  id = "scar/ringing-ears",
  number = "S7", name = "Ringing Ears",
  kind = "scar",
  initiative = 0,
  cost = {spirit = 1},
  actions = {
    {move = 1},
  },
}
