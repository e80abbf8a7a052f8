-- Maw Gunner (Enemy Crew of the Ashen Maw). Designed: the rulebook
-- describes the Enemy Crew, not its cards.
define("crew", {
  id = "maw-gunner",
  name = "Maw Gunner",
  type = "enemy",
  back = "skull",
  copies = 2,
  xp = 15,
  health = 2,
  block = 1,
  attack = 2,
  range = "long",
  text = "Block 1. Attack 2 at Long Range.",
})
