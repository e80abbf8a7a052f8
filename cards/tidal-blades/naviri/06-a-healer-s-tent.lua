-- Naviri Encounter 6: A Healer's Tent (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "a-healer-s-tent", name = "A Healer's Tent",
  text = "A healer offers salves for old wounds.",
  choices = {
    {label = "Accept her care", effect = {heal_scar = true}},
    {label = "Trade stories", effect = {xp = 1}},
  },
})
