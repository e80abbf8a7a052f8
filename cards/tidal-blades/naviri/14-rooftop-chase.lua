-- Naviri Encounter 14: Rooftop Chase (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "rooftop-chase", name = "Rooftop Chase",
  text = "Thieves flee across the rooftops.",
  choices = {
    {label = "Pursue", effect = {roll = "tide", success = {fame = 1, fruit = 1}, failure = {wounds = 1}}},
    {label = "Alert the guard", effect = {xp = 1}},
  },
})
