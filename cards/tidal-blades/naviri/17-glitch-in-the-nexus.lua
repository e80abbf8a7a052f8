-- Naviri Encounter 17: Glitch in the Nexus (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "glitch-in-the-nexus", name = "Glitch in the Nexus",
  text = "A Nexus sparks and hums oddly.",
  choices = {
    {label = "Recalibrate it yourselves", effect = {roll = "tide", success = {xp = 2}, failure = {scar = true}}},
    {label = "Take it to the Citadel", effect = {xp = 1}},
  },
})
