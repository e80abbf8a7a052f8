-- Ash Reaver (Enemy, Act II). Designed: the rulebook does not print the Act
-- II cards; each Act is "more challenging than the previous one".
define("raid", {
  id = "ash-reaver",
  name = "Ash Reaver",
  act = 2,
  copies = 3,
  type = "enemy",
  back = "skull",
  health = 6,
  block = 1,
  attack = 3,
  range = "medium",
  xp = 15,
  text = "Block 1. Attack 3 at Medium Range.",
})
