-- Haramiyida (Support of Sie Morrilyn). Hand Value 2 (Morrilyn's 6 with
-- her, less Morrilyn's 4) and Loot Value 1 are designed; «Scout 2» on her
-- reverse side is the rulebook's.
local D = require "core"

define("identity", {
  id = "haramiyida",
  name = "Haramiyida",
  role = "support",
  hand = 2,
  loot = 1,
  text = "Reverse: «Scout 2» - look at the top 2 cards of your deck and discard any of them.",
  deck = {{"eternal-companion", 2}},
  exhaust = function(g, p, act) D.scout(g, p, 2) end,
})
