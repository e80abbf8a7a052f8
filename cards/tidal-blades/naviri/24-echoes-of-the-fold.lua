-- Naviri Encounter 24: Echoes of the Fold (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "echoes-of-the-fold", name = "Echoes of the Fold",
  text = "A rift whispers in a quiet alley.",
  choices = {
    {label = "Step closer", effect = {roll = "tide", success = {path = 1}, failure = {scar = true}}},
    {label = "Seal it", effect = {fame = 1}},
  },
})
