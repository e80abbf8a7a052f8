-- Primal Roar (Sanctuary: omanodon's advanced Support card). Designed: the
-- rulebook says only that Unna sells advanced Support cards for Titanure and XP.
card {
  id = "primal-roar",
  name = "Primal Roar",
  deck = "omanodon",
  support = true,
  boost = 3,
  type = "SUPPORT", traits = {"omanodon"}, rarity = "rare", xp = 20,
}
