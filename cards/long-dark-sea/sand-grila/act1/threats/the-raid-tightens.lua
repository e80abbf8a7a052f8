-- The Raid Tightens (Threat, Act I). Designed: the rulebook gives the Threat deck's
-- role, not its cards.
local D = require "core"

define("threat", {
  id = "the-raid-tightens",
  name = "The Raid Tightens",
  act = 1,
  text = "Every revealed Enemy on the Raid Line removes all its Damage; the active player suffers 1 direct Damage.",
  resolve = function(g, c)
    for _, e in ipairs(D.line_cards(g, true)) do g:entity_set(e, "damage", nil) end
    D.hurt(g, D.active(g), 1)
  end,
})
