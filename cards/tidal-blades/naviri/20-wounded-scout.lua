-- Naviri Encounter 20: Wounded Scout (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "wounded-scout", name = "Wounded Scout",
  text = "A scout stumbles in from the desert.",
  choices = {
    {label = "Carry him to the healers", effect = {fame = 1}},
    {label = "Ask what he saw", effect = {xp = 1}},
  },
})
