-- The Battle Scar Old Fracture (designed: the 16 Battle Scar cards are not
-- printed). Its cost to activate is a Stunt the engine already enforces.
card {
  id = "scar/old-fracture",
  number = "S2", name = "Old Fracture",
  kind = "scar",
  initiative = 0,
  cost = {focus = 1},
  actions = {
    {stunt = {focus = 1}, move = 2},
  },
}
