-- Rising Dread (Threat, Act II). Designed.
local D = require "core"

define("threat", {
  id = "rising-dread",
  name = "Rising Dread",
  act = 2,
  text = "Each player gains 1 Weakness; perform the Advance effect.",
  resolve = function(g, c)
    for p = 0, g:players() - 1 do D.gain_weakness(g, p) end
    if not D.over(g) then D.advance(g) end
  end,
})
