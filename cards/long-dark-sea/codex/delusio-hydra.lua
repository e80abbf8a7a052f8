-- Delusio Hydra (Codex, Edko's advanced Character card). Designed: the rulebook says
-- only that Codex cards are advanced Character cards any Character may learn.
card {
  id = "delusio-hydra",
  name = "Delusio Hydra",
  deck = "codex",
  action = "attack",
  base = 4,
  range = "long",
  boost = 2,
  type = "ACTION", traits = {"codex"}, rarity = "rare", xp = 20,
}
