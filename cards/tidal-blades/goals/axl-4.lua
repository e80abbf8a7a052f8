-- Axl's goal card 4 (designed: the goal cards are not printed).
-- Each goal is measured as the scenario ends; "count" is its last space.
define("goal", {
  id = "axl-4", hero = "axl",
  goals = {
    {path = 1, text = "End with 12 health", measure = "health", count = 12},
    {path = 2, text = "End with 2 Spirit", measure = "spirit", count = 2},
  },
})
