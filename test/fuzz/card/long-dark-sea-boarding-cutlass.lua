-- Boarding Cutlass (Loot, Gear). Designed: the rulebook describes Gear ("connecting
-- through matching values to improve them"), not the Loot cards.
define("loot", {
  id = "boarding-cutlass",
  name = "Boarding Cutlass",
  kind = "gear",
  link = {attack = 1},
  credit = 4,
  text = "Linked to the Character's Attack: +1.",
})
