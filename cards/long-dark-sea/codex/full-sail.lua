-- Full Sail (Codex, Edko's advanced Character card). Designed: the rulebook says
-- only that Codex cards are advanced Character cards any Character may learn.
card {
  id = "full-sail",
  name = "Full Sail",
  deck = "codex",
  action = "explore",
  base = 4,
  range = "long",
  boost = 1,
  type = "ACTION", traits = {"codex"}, rarity = "rare", xp = 20,
}
