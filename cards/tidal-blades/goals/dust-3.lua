-- Dust's goal card 3 (designed: the goal cards are not printed).
-- Each goal is measured as the scenario ends; "count" is its last space.
define("goal", {
  id = "dust-3", hero = "dust",
  goals = {
    {path = 1, text = "Stand to the end", measure = "standing", count = 1},
    {path = 2, text = "End with 2 Focus", measure = "focus", count = 2},
  },
})
