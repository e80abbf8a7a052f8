-- The Battle Scar Deep Cut (designed: the 16 Battle Scar cards are not
-- printed). Its cost is paid when it is activated.
card {
  id = "scar/deep-cut",
  number = "S8", name = "Deep Cut",
  kind = "scar",
  initiative = 0,
  cost = {focus = 1},
  actions = {
    {bolster = 1},
  },
}
