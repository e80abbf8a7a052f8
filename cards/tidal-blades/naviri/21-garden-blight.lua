-- Naviri Encounter 21: Garden Blight (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "garden-blight", name = "Garden Blight",
  text = "The Floating Gardens are wilting.",
  choices = {
    {label = "Tend the roots", effect = {fruit = 1, xp = 1}},
    {label = "Burn the blight", effect = {roll = "focus", success = {fruit = 2}, failure = {}}},
  },
})
