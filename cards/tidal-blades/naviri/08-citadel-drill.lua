-- Naviri Encounter 8: Citadel Drill (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "citadel-drill", name = "Citadel Drill",
  text = "Engineers need volunteers to test a new Nexus.",
  choices = {
    {label = "Volunteer", effect = {path = 1}},
    {label = "Watch and learn", effect = {xp = 1}},
  },
})
