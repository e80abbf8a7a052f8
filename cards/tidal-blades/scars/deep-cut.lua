-- The Battle Scar Deep Cut (designed: the 16 Battle Scar cards are not
-- printed). Its cost to activate is a Stunt the engine already enforces.
card {
  id = "scar/deep-cut",
  number = "S8", name = "Deep Cut",
  kind = "scar",
  initiative = 0,
  cost = {focus = 1},
  actions = {
    {stunt = {focus = 1}, bolster = 1},
  },
}
