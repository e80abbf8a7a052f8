-- Abyssal Vortex (Dark Side Event, Act I). Designed: the rulebook does not
-- print the Act I cards; it shows «Engulf».
local D = require "core"

define("raid", {
  id = "abyssal-vortex",
  name = "Abyssal Vortex",
  act = 1,
  type = "event",
  back = "eclipse",
  dark = true,
  text = "Reveal: each player suffers 1 direct Damage; then «Engulf» - retire this card and discard " ..
         "all tokens in its Sector.",
  reveal = function(g, c)
    for p = 0, g:players() - 1 do D.hurt(g, p, 1) end
    if not D.over(g) then D.engulf(g, c) end
  end,
})
