-- Naviri Encounter 15: Harbor Accident (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "harbor-accident", name = "Harbor Accident",
  text = "A crane collapses on the docks.",
  choices = {
    {label = "Lift the wreckage", effect = {fame = 1}},
    {label = "Tend the injured", effect = {xp = 1}},
  },
})
