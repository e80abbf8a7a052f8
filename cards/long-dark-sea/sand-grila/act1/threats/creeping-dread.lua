-- Creeping Dread (Threat, Act I). Designed: the rulebook gives the Threat deck's
-- role, not its cards.
local D = require "core"

define("threat", {
  id = "creeping-dread",
  name = "Creeping Dread",
  act = 1,
  text = "Each player gains 1 Weakness.",
  resolve = function(g, c)
    for p = 0, g:players() - 1 do D.gain_weakness(g, p) end
  end,
})
