-- Naviri Encounter 5: Festival of Shells (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "festival-of-shells", name = "Festival of Shells",
  text = "The city celebrates the founding of Naviri.",
  choices = {
    {label = "Join the festival", effect = {fruit = 1}},
    {label = "Guard the festival", effect = {fame = 1}},
  },
})
