-- «Allied Flare» (allied Raid Gear, Order): "allows players to interact with
-- the allied ship or, alternatively, apply a powerful effect. When the ship
-- is unavailable due to Scenario restrictions, players must choose this
-- alternative effect". Both effects are designed.
local D = require "core"

define("raidgear", {
  id = "allied-flare",
  name = "Allied Flare",
  type = "order",
  back = "ally",
  xp = 10,
  time = 1,
  text = "Time 1. Activate: the allied ship fires (3 direct Damage to a revealed Enemy), or " ..
         "instead every player draws 1 card.",
  activate = function(g, c)
    local p = D.active(g)
    local opts = {}
    if not D.get(g, "ally_unavailable") then
      for _, e in ipairs(D.line_cards(g, true)) do
        if D.def(g, e).type == "enemy" then
          opts[#opts + 1] = {label = string.format("The allied ship fires at «%s» in %s",
                                                   D.card_name(g, e), D.sector_label(g, D.where(g, e))),
                             value = e}
        end
      end
    end
    opts[#opts + 1] = {label = "Every player draws 1 card", value = "draw"}
    local pick = D.choose(g, {player = p, kind = "flare", prompt = "Allied Flare", options = opts})
    if pick ~= "draw" then
      g:tally("flare.ship")
      D.damage_card(g, pick, 3, true, p)
    else
      g:tally("flare.draw")
      for q = 0, g:players() - 1 do D.draw(g, q, 1) end
    end
  end,
})
