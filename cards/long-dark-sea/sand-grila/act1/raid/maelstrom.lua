-- Maelstrom (Event, Act I). Designed: the rulebook does not print the Act I
-- cards; it shows «Immovable», «Bypass» and «Recover».
local D = require "core"

define("raid", {
  id = "maelstrom",
  name = "Maelstrom",
  act = 1,
  type = "event",
  back = "vortex",
  immovable = true,
  time = 3,
  text = "«Immovable». Time 3. Bypass: the card passing over it is revealed. Recover: advance the " ..
         "Threat Track by 1.",
  bypass = function(g, c, passing)
    if D.alive(g, passing) and not g:entity_get(passing, "revealed") then
      g:tally("bypass.maelstrom")
      D.reveal(g, passing)
    end
  end,
  recover = function(g, c) D.advance_track(g, "threat", 1) end,
})
