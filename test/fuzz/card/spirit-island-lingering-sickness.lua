-- Lingering Sickness: a Blight Card. Designed: the rulebook names none but
-- Back Against the Wall; name, Blight per player and effect are made for
-- this game (Disease "is dangerous to the Dahan").
local D = require "core"

blight {
  id = "lingering-sickness",
  name = "Lingering Sickness",
  blighted = 3,
  text = "When the island becomes Blighted: destroy 1 Dahan in each land with Disease.",
  flip = function(g)
    for _, l in ipairs(D.lands(g)) do
      if D.count(g, l, "disease") > 0 then
        local d = D.pieces_of(g, l, "dahan")[1]
        if d then D.destroy(g, d, "blight") end
      end
    end
  end,
}
