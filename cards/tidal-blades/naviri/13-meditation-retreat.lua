-- Naviri Encounter 13: Meditation Retreat (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "meditation-retreat", name = "Meditation Retreat",
  text = "Monks invite the heroes to a silent day.",
  choices = {
    {label = "Join them", effect = {trim = true}},
    {label = "Politely leave", effect = {fruit = 1}},
  },
})
