-- Naviri Encounter 11: Sandstorm (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "sandstorm", name = "Sandstorm",
  text = "A storm rolls over the desert market.",
  choices = {
    {label = "Shelter the stalls", effect = {fame = 1}},
    {label = "Wait it out", effect = {fruit = 1}},
  },
})
