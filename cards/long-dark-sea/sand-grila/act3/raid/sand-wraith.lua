-- Sand Wraith (Enemy, Act III). Designed: the rulebook does not print the
-- Act III cards.
define("raid", {
  id = "sand-wraith",
  name = "Sand Wraith",
  act = 3,
  copies = 3,
  type = "enemy",
  back = "skull",
  health = 4,
  block = 0,
  attack = 2,
  range = "short",
  xp = 10,
  text = "Health 4. Attack 2 at Short Range.",
})
