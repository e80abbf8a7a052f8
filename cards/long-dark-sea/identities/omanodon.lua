-- Omanodon (Support of D. Emperatore). Values are designed; «Opportunity 2»
-- is the rulebook's ("discarding useless cards").
local D = require "core"

define("identity", {
  id = "omanodon",
  name = "Omanodon",
  role = "support",
  hand = 2,
  loot = 1,
  text = "Reverse: «Opportunity 2» - discard up to 2 cards from your hand, then draw as many.",
  deck = {{"my-primate-steps", 3}},
  exhaust = function(g, p, act) D.opportunity(g, p, 2) end,
})
