-- Cinder Drone (Enemy, Act I). Designed: the rulebook does not print the
-- Act I cards; it shows «Flight» and Time Values.
define("raid", {
  id = "cinder-drone",
  name = "Cinder Drone",
  act = 1,
  modular = true,   -- also in later Acts (the Raid deck "combines cards from the current Act with modular cards")
  copies = 2,
  type = "enemy",
  back = "skull",
  health = 2,
  block = 0,
  attack = 1,
  range = "long",
  time = 3,
  flight = true,
  xp = 5,
  text = "«Flight». Time 3. Attack 1 at Long Range.",
})
