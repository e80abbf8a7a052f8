-- Naviri Encounter 22: Rival Blades (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "rival-blades", name = "Rival Blades",
  text = "Another band of heroes mocks your last fight.",
  choices = {
    {label = "Prove them wrong", effect = {roll = "tide", success = {fame = 2}, failure = {fame = -1}}},
    {label = "Ignore them", effect = {xp = 1}},
  },
})
