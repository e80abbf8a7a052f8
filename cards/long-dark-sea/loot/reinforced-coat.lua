-- Reinforced Coat (Loot, Gear). Designed: the rulebook describes Gear ("connecting
-- through matching values to improve them"), not the Loot cards.
define("loot", {
  id = "reinforced-coat",
  name = "Reinforced Coat",
  kind = "gear",
  link = {health = 2},
  health = 3,
  credit = 4,
  text = "Linked to Health: +2. Health 3 (may take redirected Damage).",
})
