-- Withering Roots: a Blight Card. Designed: the rulebook names none but
-- Back Against the Wall; name, Blight per player and effect are made for
-- this game.
local D = require "core"

blight {
  id = "withering-roots",
  name = "Withering Roots",
  blighted = 5,
  text = "When the island becomes Blighted: each Spirit destroys 1 of its presence (in a land it picks).",
  flip = function(g)
    for p = 0, g:players() - 1 do
      local lands = D.presence_lands(g, p)
      if #lands > 0 then
        local options = {}
        for i, l in ipairs(lands) do options[i] = {label = D.label(g, l), value = l} end
        local land = D.choose(g, p, "Withering Roots: destroy a presence where?", "destroy_presence", options)
        D.destroy_presence(g, land, p, 1)
      end
    end
  end,
}
