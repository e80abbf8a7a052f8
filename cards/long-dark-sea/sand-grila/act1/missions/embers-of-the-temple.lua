-- Embers of the Temple (Mission, Act I). Designed: the rulebook gives the
-- Mission deck's role, not its cards.
local D = require "core"

define("mission", {
  id = "embers-of-the-temple",
  name = "Embers of the Temple",
  act = 1,
  text = "The active player draws 1 Loot card. Reveal the next Chapter.",
  resolve = function(g, c)
    D.draw_loot(g, D.active(g), 1)
    D.next_chapter(g)
  end,
})
