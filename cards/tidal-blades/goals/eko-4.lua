-- Eko's goal card 4 (designed: the goal cards are not printed).
-- Each goal is measured as the scenario ends; "count" is its last space.
define("goal", {
  id = "eko-4", hero = "eko",
  goals = {
    {path = 1, text = "End with 2 Spirit", measure = "spirit", count = 2},
    {path = 2, text = "Stand to the end", measure = "standing", count = 1},
  },
})
