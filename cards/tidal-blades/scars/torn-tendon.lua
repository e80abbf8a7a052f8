-- The Battle Scar Torn Tendon (designed: the 16 Battle Scar cards are not
-- printed). Its cost to activate is a Stunt the engine already enforces.
card {
  id = "scar/torn-tendon",
  number = "S4", name = "Torn Tendon",
  kind = "scar",
  initiative = 0,
  cost = {focus = 1},
  actions = {
    {stunt = {focus = 1}, attack = 1, chain = true},
  },
}
