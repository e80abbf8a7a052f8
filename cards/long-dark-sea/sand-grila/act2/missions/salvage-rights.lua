-- Salvage Rights (Mission, Act II). Designed: a Mission that rewards instead
-- of moving the story on.
local D = require "core"

define("mission", {
  id = "salvage-rights",
  name = "Salvage Rights",
  act = 2,
  text = "Each player gains 2 Credits and Heals 2.",
  resolve = function(g, c)
    for p = 0, g:players() - 1 do
      D.gain(g, p, "credit", 2)
      D.heal(g, p, 2)
    end
  end,
})
