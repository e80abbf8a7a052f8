-- Spyglass (Loot, Gear). Designed: the rulebook describes Gear ("connecting
-- through matching values to improve them"), not the Loot cards.
define("loot", {
  id = "spyglass",
  name = "Spyglass",
  kind = "gear",
  link = {hand = 1},
  credit = 4,
  text = "Linked to Hand: +1.",
})
