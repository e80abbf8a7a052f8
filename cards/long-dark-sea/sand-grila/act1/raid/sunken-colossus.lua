-- Sunken Colossus (Location, Act I). Designed: the rulebook does not print
-- the Act I cards; it shows «Reveal X» ("how many times that same card must
-- be revealed to apply that effect").
local D = require "core"

define("raid", {
  id = "sunken-colossus",
  name = "Sunken Colossus",
  act = 1,
  type = "location",
  back = "mountain",
  dice = {raid = 2, titanure = 1},
  text = "Explore: roll 2 Raid and 1 Titanure dice. Reveal 2: each player draws 1 Loot card.",
  reveal_x = 2,
  reveal_x_effect = function(g, c)
    for p = 0, g:players() - 1 do D.draw_loot(g, p, 1) end
  end,
})
