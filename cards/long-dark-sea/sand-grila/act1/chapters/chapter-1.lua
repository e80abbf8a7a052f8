-- Chapter 1, "Ashfall" (Act I). The rulebook gives the Chapter deck's role
-- ("it advances the story of the current Act"), not its cards: the text and
-- the three Advances that start the Raid Line are designed.
local D = require "core"

define("chapter", {
  id = "ashfall",
  name = "Chapter 1: Ashfall",
  act = 1,
  number = 1,
  text = "Reveal: perform the Advance effect 3 times. Main Mission: fill the Mission Track.",
  reveal = function(g, c)
    for _ = 1, 3 do D.advance(g) end
  end,
})
