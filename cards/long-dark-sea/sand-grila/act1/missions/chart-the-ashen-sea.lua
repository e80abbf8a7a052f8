-- Chart the Ashen Sea (Mission, Act I). Designed: the rulebook gives the
-- Mission deck's role, not its cards.
local D = require "core"

define("mission", {
  id = "chart-the-ashen-sea",
  name = "Chart the Ashen Sea",
  act = 1,
  text = "Reveal the next Chapter.",
  resolve = function(g, c) D.next_chapter(g) end,
})
