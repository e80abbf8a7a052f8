-- Titan Vent (Location, Act I). Designed: the rulebook does not print the
-- Act I cards.
define("raid", {
  id = "titan-vent",
  name = "Titan Vent",
  act = 1,
  type = "location",
  back = "mountain",
  dice = {raid = 2, titanure = 1},
  text = "Explore: roll 2 Raid and 1 Titanure dice.",
})
