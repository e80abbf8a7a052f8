-- The Battle Scar Trembling Hands (designed: the 16 Battle Scar cards are not
-- printed). Its cost to activate is a Stunt the engine already enforces.
card {
  id = "scar/trembling-hands",
  number = "S1", name = "Trembling Hands",
  kind = "scar",
  initiative = 0,
  cost = {spirit = 1},
  actions = {
    {stunt = {spirit = 1}, attack = 2},
  },
}
