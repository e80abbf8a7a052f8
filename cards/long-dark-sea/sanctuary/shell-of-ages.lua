-- Shell of Ages (Sanctuary: genbu-bugen's advanced Support card). Designed: the
-- rulebook says only that Unna sells advanced Support cards for Titanure and XP.
card {
  id = "shell-of-ages",
  name = "Shell of Ages",
  deck = "genbu-bugen",
  support = true,
  boost = 3,
  face = "genbu",
  type = "SUPPORT", traits = {"genbu"}, rarity = "rare", xp = 20,
}
