-- Sunken Forge (Location, Act I). Designed: the rulebook does not print the
-- Act I cards.
define("raid", {
  id = "sunken-forge",
  name = "Sunken Forge",
  act = 1,
  type = "location",
  back = "mountain",
  dice = {raid = 2, belitium = 1},
  text = "Explore: roll 2 Raid and 1 Belitium dice.",
})
