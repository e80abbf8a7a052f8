-- Axl's goal card 2 (designed: the goal cards are not printed).
-- Each goal is measured as the scenario ends; "count" is its last space.
define("goal", {
  id = "axl-2", hero = "axl",
  goals = {
    {path = 1, text = "Stand to the end", measure = "standing", count = 1},
    {path = 2, text = "Defeat 6 enemies as a group", measure = "kills", count = 6},
  },
})
