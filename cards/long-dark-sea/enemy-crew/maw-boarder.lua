-- Maw Boarder (Enemy Crew of the Ashen Maw). Designed: the rulebook
-- describes the Enemy Crew, not its cards.
define("crew", {
  id = "maw-boarder",
  name = "Maw Boarder",
  type = "enemy",
  back = "skull",
  copies = 3,
  xp = 10,
  health = 3,
  block = 0,
  attack = 2,
  range = "short",
  text = "Health 3, Attack 2 at Short Range.",
})
