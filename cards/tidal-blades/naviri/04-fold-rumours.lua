-- Naviri Encounter 4: Fold Rumours (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "fold-rumours", name = "Fold Rumours",
  text = "Sailors whisper of rifts opening near the reef.",
  choices = {
    {label = "Investigate", effect = {roll = "tide", success = {xp = 2}, failure = {scar = true}}},
    {label = "Report to the Citadel", effect = {xp = 1}},
  },
})
