-- Naviri Encounter 18: Crab Races (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "crab-races", name = "Crab Races",
  text = "Bets are placed on the great crab race.",
  choices = {
    {label = "Bet on the red crab", effect = {roll = "focus", success = {fruit = 2}, failure = {fruit = -1}}},
    {label = "Just watch", effect = {}},
  },
})
