-- Naviri Encounter 2: Street Duel (designed: the 24 Encounter cards are not
-- printed). An effect applies to every hero; a roll is one attack die.
define("encounter", {
  id = "street-duel", name = "Street Duel",
  text = "A young fighter challenges the famous Tidal Blades.",
  choices = {
    {label = "Accept the duel", effect = {roll = "tide", success = {fame = 1, xp = 1}, failure = {wounds = 1}}},
    {label = "Decline politely", effect = {xp = 1}},
  },
})
