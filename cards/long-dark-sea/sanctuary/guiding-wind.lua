-- Guiding Wind (Sanctuary: haramiyida's advanced Support card). Designed: the
-- rulebook says only that Unna sells advanced Support cards for Titanure and XP.
card {
  id = "guiding-wind",
  name = "Guiding Wind",
  deck = "haramiyida",
  support = true,
  boost = 3,
  type = "SUPPORT", traits = {"haramiyida"}, rarity = "rare", xp = 20,
}
