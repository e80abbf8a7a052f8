-- Naviri Encounter 1: The Lost Merchant (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "the-lost-merchant", name = "The Lost Merchant",
  text = "A merchant has lost her caravan in the dunes.",
  choices = {
    {label = "Search the dunes", effect = {roll = "focus", success = {fruit = 2}, failure = {xp = 1}}},
    {label = "Point her to the Citadel", effect = {fame = 1}},
  },
})
