-- "Temple of Ashes" (Location, Act I). The rulebook names it and, in the
-- gameplay example, rolls "the four indicated Exploration Dice" there; which
-- four (2 Raid, 1 Credit, 1 Loot) is designed, so the example's results fit.
define("raid", {
  id = "temple-of-ashes",
  name = "Temple of Ashes",
  unique = true,
  act = 1,
  type = "location",
  back = "mountain",
  dice = {raid = 2, credit = 1, loot = 1},
  xp = 0,
  text = "Explore: roll 2 Raid, 1 Credit and 1 Loot dice.",
})
