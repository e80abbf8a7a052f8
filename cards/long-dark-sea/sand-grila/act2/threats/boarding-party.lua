-- Boarding Party (Threat, Act II). Designed: the enemy ship sends its Crew.
local D = require "core"

define("threat", {
  id = "boarding-party",
  name = "Boarding Party",
  act = 2,
  text = "«Deploy» a hidden Crew card from the enemy ship into Sector 5; then a Raid Attack of 3.",
  resolve = function(g, c)
    D.deploy(g, D.by_number(g, 5))
    if not D.over(g) then D.raid_attack(g, 3, nil, false) end
  end,
})
