-- Genbu / Bugen (Support of Tomoe Masako): "After being summoned for a
-- short time, she allows multiple combos to be chained through the
-- Cultivation Cycle." Designed: Genbu shows first; a Genbu card (Earth
-- Requiem) flips her to Bugen, a Bugen card (Sowing) flips her back and
-- exhausts her.
define("identity", {
  id = "genbu-bugen",
  name = "Genbu / Bugen",
  role = "support",
  hand = 2,
  loot = 1,
  mode = "cycle",
  faces = {"genbu", "bugen"},
  text = "Cultivation Cycle: play a Genbu card, then a Bugen card; the Bugen card exhausts her.",
  deck = {{"earth-requiem", 2}, {"sowing", 2}},
})
