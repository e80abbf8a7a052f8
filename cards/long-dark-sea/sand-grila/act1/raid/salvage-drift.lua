-- Salvage Drift (Event, Act I). Designed: the rulebook does not print the
-- Act I cards.
local D = require "core"

define("raid", {
  id = "salvage-drift",
  name = "Salvage Drift",
  act = 1,
  modular = true,   -- also in later Acts (the Raid deck "combines cards from the current Act with modular cards")
  type = "event",
  back = "vortex",
  time = 1,
  text = "Reveal: each player gains 1 Credit. Time 1.",
  reveal = function(g, c)
    for p = 0, g:players() - 1 do D.gain(g, p, "credit", 1) end
  end,
})
