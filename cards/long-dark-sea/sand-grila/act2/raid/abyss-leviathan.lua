-- Abyss Leviathan (Dark Side Enemy, Act II). Designed.
define("raid", {
  id = "abyss-leviathan",
  name = "Abyss Leviathan",
  act = 2,
  type = "enemy",
  back = "eclipse",
  dark = true,
  health = 9,
  block = 2,
  attack = 4,
  range = "long",
  xp = 30,
  text = "Block 2. Attack 4 at Long Range. «Fury»: while damaged, its Attack is doubled.",
  fury = function(g, c) return (g:entity_get(c, "damage") or 0) > 0 end,
})
