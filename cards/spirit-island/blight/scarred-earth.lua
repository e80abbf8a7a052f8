-- Scarred Earth: a Blight Card. Designed: the rulebook names none but
-- Back Against the Wall; name, Blight per player and effect are made for
-- this game.
blight {
  id = "scarred-earth",
  name = "Scarred Earth",
  blighted = 5,
  text = "No further effect.",
}
