-- Ashen Dreadnought (Dark Side Enemy, Act I: "a more difficult version" of
-- an Enemy behind the eclipse back). Designed: the rulebook does not print
-- the Act I cards; it shows the Destiny icon, «Fury» and «Threat».
local D = require "core"

define("raid", {
  id = "ashen-dreadnought",
  name = "Ashen Dreadnought",
  act = 1,
  type = "enemy",
  back = "eclipse",
  dark = true,
  health = 7,
  block = 1,
  attack = 3,
  range = "long",
  xp = 20,
  text = "Destiny: 1-2 Attack 2; 3-4 Attack 3; 5-6 Attack 4. Threat: each player suffers 1 direct Damage.",
  destiny = function(n)
    return function(g, c) g:entity_set(c, "attack", n <= 2 and 2 or n <= 4 and 3 or 4) end
  end,
  threat = function(g, c)
    for p = 0, g:players() - 1 do D.hurt(g, p, 1) end
  end,
})
