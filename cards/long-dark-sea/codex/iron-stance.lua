-- Iron Stance (Codex, Edko's advanced Character card). Designed: the rulebook says
-- only that Codex cards are advanced Character cards any Character may learn.
card {
  id = "iron-stance",
  name = "Iron Stance",
  deck = "codex",
  action = "block",
  base = 4,
  boost = 1,
  type = "ACTION", traits = {"codex"}, rarity = "rare", xp = 20,
}
