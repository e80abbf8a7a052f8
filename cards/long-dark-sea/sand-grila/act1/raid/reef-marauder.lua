-- Reef Marauder (Enemy, Act I). Designed: the rulebook does not print the
-- Act I cards.
define("raid", {
  id = "reef-marauder",
  name = "Reef Marauder",
  act = 1,
  modular = true,   -- also in later Acts (the Raid deck "combines cards from the current Act with modular cards")
  copies = 3,
  type = "enemy",
  back = "skull",
  health = 3,
  block = 0,
  attack = 2,
  range = "medium",
  xp = 5,
  text = "Health 3, Attack 2 at Medium Range.",
})
