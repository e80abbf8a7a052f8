-- Sunken Forge (Location, Act I). Designed: the rulebook does not print the
-- Act I cards.
define("raid", {
  id = "sunken-forge",
  name = "Sunken Forge",
  act = 1,
  modular = true,   -- also in later Acts (the Raid deck "combines cards from the current Act with modular cards")
  type = "location",
  back = "mountain",
  dice = {raid = 2, belitium = 1},
  text = "Explore: roll 2 Raid and 1 Belitium dice.",
})
