-- Naviri Encounter 12: The Collector (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "the-collector", name = "The Collector",
  text = "A noble wants a relic from the Fold.",
  choices = {
    {label = "Sell him a trinket", effect = {fruit = 2}},
    {label = "Refuse", effect = {xp = 1}},
  },
})
