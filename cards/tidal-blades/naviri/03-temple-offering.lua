-- Naviri Encounter 3: Temple Offering (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "temple-offering", name = "Temple Offering",
  text = "The priests ask for help with the evening rites.",
  choices = {
    {label = "Help with the rites", effect = {xp = 2}},
    {label = "Give Fruit instead", effect = {fruit = -1, fame = 1}},
  },
})
