-- The Battle Scar Torn Tendon (designed: the 16 Battle Scar cards are not
-- printed). Its cost is paid when it is activated.
card {
  id = "scar/torn-tendon",
  number = "S4", name = "Torn Tendon",
  kind = "scar",
  initiative = 0,
  cost = {focus = 1},
  actions = {
    {attack = 1, chain = true},
  },
}
