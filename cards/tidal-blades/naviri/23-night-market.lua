-- Naviri Encounter 23: Night Market (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "night-market", name = "Night Market",
  text = "Strange wares glow under the moon.",
  choices = {
    {label = "Barter", effect = {fruit = 1}},
    {label = "Study the wares", effect = {xp = 1}},
  },
})
