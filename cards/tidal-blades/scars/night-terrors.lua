-- The Battle Scar Night Terrors (designed: the 16 Battle Scar cards are not
-- printed). Its cost to activate is a Stunt the engine already enforces.
card {
  id = "scar/night-terrors",
  number = "S3", name = "Night Terrors",
  kind = "scar",
  initiative = 0,
  cost = {spirit = 1},
  actions = {
    {stunt = {spirit = 1}, shield = 2},
  },
}
