-- Naviri Encounter 9: Broken Aqueduct (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "broken-aqueduct", name = "Broken Aqueduct",
  text = "The water to the lower city has stopped.",
  choices = {
    {label = "Repair it", effect = {fame = 1, xp = 1}},
    {label = "Find the engineers", effect = {fruit = 1}},
  },
})
