-- Broadside (Threat, Act I). Designed: the rulebook gives the Threat deck's
-- role, not its cards.
local D = require "core"

define("threat", {
  id = "broadside",
  name = "Broadside",
  act = 1,
  text = "Each player suffers 3 direct Damage.",
  resolve = function(g, c)
    for p = 0, g:players() - 1 do D.hurt(g, p, 3) end
  end,
})
