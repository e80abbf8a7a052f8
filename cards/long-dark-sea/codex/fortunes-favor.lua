-- Fortune's Favor (Codex, Edko's advanced Character card). Designed: the rulebook says
-- only that Codex cards are advanced Character cards any Character may learn.
local D = require "core"

card {
  id = "fortunes-favor",
  name = "Fortune's Favor",
  deck = "codex",
  action = "explore",
  base = 3,
  range = "medium",
  boost = 2,
  type = "ACTION", traits = {"codex"}, rarity = "rare", xp = 20,
  text = "Boost: «Fortune 1» on this Action's roll.",
  boost_play = function(g, act, c, p) D.act_add(g, act, "fortune", 1) end,
}
