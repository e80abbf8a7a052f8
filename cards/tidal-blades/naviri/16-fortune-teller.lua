-- Naviri Encounter 16: Fortune Teller (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "fortune-teller", name = "Fortune Teller",
  text = "An old man reads the tides in a bowl of sand.",
  choices = {
    {label = "Hear your fortune", effect = {roll = "focus", success = {xp = 2}, failure = {}}},
    {label = "Pay him", effect = {fruit = -1, xp = 2}},
  },
})
