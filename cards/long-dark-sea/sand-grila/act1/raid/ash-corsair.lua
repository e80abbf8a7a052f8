-- Ash Corsair (Enemy, Act I). Designed: the rulebook does not print the Act
-- I cards; it shows «Fury» with a condition.
define("raid", {
  id = "ash-corsair",
  name = "Ash Corsair",
  act = 1,
  copies = 2,
  type = "enemy",
  back = "skull",
  health = 5,
  block = 1,
  attack = 3,
  range = "short",
  xp = 10,
  text = "Block 1. «Fury»: while damaged, its Attack is doubled.",
  fury = function(g, c) return (g:entity_get(c, "damage") or 0) > 0 end,
})
