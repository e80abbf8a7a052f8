-- Break the Blockade (Mission, Act II). Designed: the rulebook gives the
-- Mission deck's role, not its cards.
local D = require "core"

define("mission", {
  id = "break-the-blockade",
  name = "Break the Blockade",
  act = 2,
  text = "Reveal the next Chapter.",
  resolve = function(g, c) D.next_chapter(g) end,
})
