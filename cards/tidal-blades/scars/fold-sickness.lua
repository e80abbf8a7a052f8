-- The Battle Scar Fold Sickness (designed: the 16 Battle Scar cards are not
-- printed). Its cost to activate is a Stunt the engine already enforces.
card {
  id = "scar/fold-sickness",
  number = "S5", name = "Fold Sickness",
  kind = "scar",
  initiative = 0,
  cost = {spirit = 1},
  actions = {
    {stunt = {spirit = 1}, heal = 1},
  },
}
