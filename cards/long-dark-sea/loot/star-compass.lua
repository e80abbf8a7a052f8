-- Star Compass (Loot, Gear). Designed: the rulebook describes Gear ("connecting
-- through matching values to improve them"), not the Loot cards.
define("loot", {
  id = "star-compass",
  name = "Star Compass",
  kind = "gear",
  link = {explore = 1},
  credit = 4,
  text = "Linked to the Character's Explore: +1.",
})
