-- Whispers in the Smoke (Mission, Act I). Designed: the rulebook gives the
-- Mission deck's role, not its cards.
local D = require "core"

define("mission", {
  id = "whispers-in-the-smoke",
  name = "Whispers in the Smoke",
  act = 1,
  text = "Each player Heals 2. Reveal the next Chapter.",
  resolve = function(g, c)
    for p = 0, g:players() - 1 do D.heal(g, p, 2) end
    D.next_chapter(g)
  end,
})
