-- Mirror of Night (Codex, Edko's advanced Character card). Designed: the rulebook says
-- only that Codex cards are advanced Character cards any Character may learn.
local D = require "core"

card {
  id = "mirror-of-night",
  name = "Mirror of Night",
  deck = "codex",
  action = "block",
  base = 3,
  boost = 2,
  type = "ACTION", traits = {"codex"}, rarity = "rare", xp = 20,
  text = "Success: Heal 1.",
  success = function(g, act, c, p) D.heal(g, p, 1) end,
}
