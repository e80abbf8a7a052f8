-- Crescent Volley (Sanctuary: hook-and-moon's advanced Support card). Designed: the
-- rulebook says only that Unna sells advanced Support cards for Titanure and XP.
card {
  id = "crescent-volley",
  name = "Crescent Volley",
  deck = "hook-and-moon",
  support = true,
  boost = 3,
  face = "hook",
  type = "SUPPORT", traits = {"hook"}, rarity = "rare", xp = 20,
}
