-- Naviri Encounter 19: Council Audience (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "council-audience", name = "Council Audience",
  text = "The city council wishes to honour you.",
  choices = {
    {label = "Give a speech", effect = {fame = 1}},
    {label = "Ask for supplies", effect = {fruit = 1}},
  },
})
