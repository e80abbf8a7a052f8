-- The Battle Scar Ringing Ears (designed: the 16 Battle Scar cards are not
-- printed). Its cost to activate is a Stunt the engine already enforces.
card {
  id = "scar/ringing-ears",
  number = "S7", name = "Ringing Ears",
  kind = "scar",
  initiative = 0,
  cost = {spirit = 1},
  actions = {
    {stunt = {spirit = 1}, move = 1},
  },
}
