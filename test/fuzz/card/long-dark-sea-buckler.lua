-- Buckler (Loot, Gear). Designed: the rulebook describes Gear ("connecting
-- through matching values to improve them"), not the Loot cards.
define("loot", {
  id = "buckler",
  name = "Buckler",
  kind = "gear",
  link = {block = 1},
  health = 2,
  credit = 4,
  text = "Linked to the Character's Block: +1. Health 2.",
})
