-- The Battle Scar Night Terrors (designed: the 16 Battle Scar cards are not
-- printed). Its cost is paid when it is activated.
card {
  id = "scar/night-terrors",
  number = "S3", name = "Night Terrors",
  kind = "scar",
  initiative = 0,
  cost = {spirit = 1},
  actions = {
    {shield = 2},
  },
}
