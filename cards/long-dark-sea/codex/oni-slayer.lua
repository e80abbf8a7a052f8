-- Oni Slayer (Codex, Edko's advanced Character card). Designed: the rulebook says
-- only that Codex cards are advanced Character cards any Character may learn.
card {
  id = "oni-slayer",
  name = "Oni Slayer",
  deck = "codex",
  action = "attack",
  base = 5,
  range = "short",
  boost = 1,
  type = "ACTION", traits = {"codex"}, rarity = "rare", xp = 20,
}
