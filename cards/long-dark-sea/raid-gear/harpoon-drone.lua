-- Harpoon Drone (allied Raid Gear, Drone). Designed: the rulebook describes
-- Drones ("shuffled into the Raid deck ... can only resolve their activated
-- skills" when activated), not this card.
local D = require "core"

define("raidgear", {
  id = "harpoon-drone",
  name = "Harpoon Drone",
  type = "drone",
  back = "ally",
  xp = 10,
  upgrade = "harpoon-drone-plus",
  time = 2,
  text = "Time 2. Activate: deal 1 direct Damage to the revealed Enemy closest to the players.",
  activate = function(g, c)
    for _, e in ipairs(D.line_cards(g, true)) do
      if D.def(g, e).type == "enemy" then
        D.damage_card(g, e, 1, true, D.active(g))
        g:tally("drone.harpoon")
        return
      end
    end
  end,
})

-- The upgraded version (Allied Gear Phase), designed: 2 direct Damage.
define("raidgear", {
  id = "harpoon-drone-plus",
  name = "Harpoon Drone+",
  type = "drone",
  back = "ally",
  xp = 20,
  time = 2,
  upgraded = true,
  text = "Time 2. Activate: deal 2 direct Damage to the revealed Enemy closest to the players.",
  activate = function(g, c)
    for _, e in ipairs(D.line_cards(g, true)) do
      if D.def(g, e).type == "enemy" then
        D.damage_card(g, e, 2, true, D.active(g))
        g:tally("drone.harpoon")
        return
      end
    end
  end,
})
