-- Chapter 2, "Tide of Cinders" (Act II). Designed: the Raid presses on.
local D = require "core"

define("chapter", {
  id = "tide-of-cinders",
  name = "Chapter 2: Tide of Cinders",
  act = 2,
  number = 2,
  text = "Reveal: advance the Threat Track by 1, then perform the Advance effect twice.",
  reveal = function(g, c)
    D.advance_track(g, "threat", 1)
    for _ = 1, 2 do D.advance(g) end
  end,
})
