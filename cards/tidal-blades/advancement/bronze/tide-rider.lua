-- Tide Rider (G5), a Bronze card of the Citadel Research Lab
-- (designed: the Bronze, Silver and Gold cards are not printed).
card {
  id = "bronze/tide-rider",
  number = "G5", name = "Tide Rider",
  kind = "action", tier = "bronze", xp = 4,
  initiative = -1,
  actions = {
    {move = 3},
  },
}
