-- Sound the Depths (Mission, Act II). Designed: the rulebook gives the
-- Mission deck's role, not its cards.
local D = require "core"

define("mission", {
  id = "sound-the-depths",
  name = "Sound the Depths",
  act = 2,
  text = "Reveal the next Chapter.",
  resolve = function(g, c) D.next_chapter(g) end,
})
