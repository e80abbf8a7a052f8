-- The Battle Scar Cracked Shell (designed: the 16 Battle Scar cards are not
-- printed). Its cost to activate is a Stunt the engine already enforces.
card {
  id = "scar/cracked-shell",
  number = "S6", name = "Cracked Shell",
  kind = "scar",
  initiative = 0,
  cost = {focus = 1},
  actions = {
    {stunt = {focus = 1}, reservoir = 1},
  },
}
