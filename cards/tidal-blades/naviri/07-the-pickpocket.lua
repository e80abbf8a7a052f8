-- Naviri Encounter 7: The Pickpocket (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "the-pickpocket", name = "The Pickpocket",
  text = "A child snatches a pouch of Fruit.",
  choices = {
    {label = "Chase him down", effect = {roll = "focus", success = {fruit = 1}, failure = {fruit = -1}}},
    {label = "Let him go", effect = {fame = 1}},
  },
})
