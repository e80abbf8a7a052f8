-- Eko's goal card 1 (designed: the goal cards are not printed).
-- Each goal is measured as the scenario ends; "count" is its last space.
define("goal", {
  id = "eko-1", hero = "eko",
  goals = {
    {path = 1, text = "End with 2 Focus", measure = "focus", count = 2},
    {path = 2, text = "Defeat 5 enemies as a group", measure = "kills", count = 5},
  },
})
