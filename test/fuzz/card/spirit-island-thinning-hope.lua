-- Thinning Hope: a Blight Card. Designed: the rulebook names none but Back
-- Against the Wall; name, Blight per player and effect are made for this
-- game.
local D = require "core"

blight {
  id = "thinning-hope",
  name = "Thinning Hope",
  blighted = 4,
  text = "Each Invader Phase: each Spirit loses 1 Energy (if it has any).",
  invader_phase = function(g)
    for p = 0, g:players() - 1 do
      if D.sget(g, p, "energy") > 0 then D.sadd(g, p, "energy", -1) end
    end
  end,
}
