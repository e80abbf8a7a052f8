-- Ghost Tide (Event, Act I). Designed: the rulebook does not print the Act
-- I cards.
local D = require "core"

define("raid", {
  id = "ghost-tide",
  name = "Ghost Tide",
  act = 1,
  type = "event",
  back = "vortex",
  time = 1,
  text = "Reveal: advance the Threat Track by 1; the active player «Commandeer 2». Time 1.",
  reveal = function(g, c)
    D.advance_track(g, "threat", 1)
    D.commandeer(g, D.active(g), 2)
  end,
})
