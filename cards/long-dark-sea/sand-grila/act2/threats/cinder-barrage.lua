-- Cinder Barrage (Threat, Act II). Designed: the rulebook gives the Threat
-- deck's role, not its cards.
local D = require "core"

define("threat", {
  id = "cinder-barrage",
  name = "Cinder Barrage",
  act = 2,
  text = "Each player suffers 4 direct Damage.",
  resolve = function(g, c)
    for p = 0, g:players() - 1 do D.hurt(g, p, 4) end
  end,
})
