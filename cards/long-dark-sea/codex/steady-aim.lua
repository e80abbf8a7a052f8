-- Steady Aim (Codex, Edko's advanced Character card). Designed: the rulebook says
-- only that Codex cards are advanced Character cards any Character may learn.
local D = require "core"

card {
  id = "steady-aim",
  name = "Steady Aim",
  deck = "codex",
  action = "attack",
  base = 3,
  range = "long",
  boost = 2,
  type = "ACTION", traits = {"codex"}, rarity = "rare", xp = 20,
  text = "Success: «Draw 1».",
  success = function(g, act, c, p) D.draw(g, p, 1) end,
}
