-- Naviri Encounter 10: Old Mentor (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "old-mentor", name = "Old Mentor",
  text = "A retired Tidal Blade offers advice.",
  choices = {
    {label = "Listen to her stories", effect = {xp = 2}},
    {label = "Spar with her", effect = {roll = "tide", success = {path = 1}, failure = {wounds = 1}}},
  },
})
