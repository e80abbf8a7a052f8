-- Exhausted Dahan: a Blight Card. Designed: the rulebook names none but
-- Back Against the Wall; name, Blight per player and effect are made for
-- this game.
local D = require "core"

blight {
  id = "exhausted-dahan",
  name = "Exhausted Dahan",
  blighted = 4,
  text = "When the island becomes Blighted: destroy 1 Dahan in each land with Blight.",
  flip = function(g)
    for _, l in ipairs(D.lands(g)) do
      if D.count(g, l, "blight") > 0 then
        local d = D.pieces_of(g, l, "dahan")[1]
        if d then D.destroy(g, d, "blight") end
      end
    end
  end,
}
