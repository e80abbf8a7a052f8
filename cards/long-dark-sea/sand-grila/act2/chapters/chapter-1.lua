-- Chapter 1, "The Drowned Court" (Act II). Designed (the rulebook does not
-- print the Chapter cards): like Act I's first Chapter it starts the Raid Line.
local D = require "core"

define("chapter", {
  id = "the-drowned-court",
  name = "Chapter 1: The Drowned Court",
  act = 2,
  number = 1,
  text = "Reveal: perform the Advance effect 3 times. Main Mission: fill the Mission Track.",
  reveal = function(g, c)
    for _ = 1, 3 do D.advance(g) end
  end,
})
