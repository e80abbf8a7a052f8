-- Drowned Shrine (Location, Act II). Designed.
define("raid", {
  id = "drowned-shrine",
  name = "Drowned Shrine",
  act = 2,
  copies = 2,
  type = "location",
  back = "mountain",
  dice = {raid = 3, titanure = 1},
  text = "Explore: roll 3 Raid and 1 Titanure dice.",
})
