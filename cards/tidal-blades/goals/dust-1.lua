-- Dust's goal card 1 (designed: the goal cards are not printed).
-- Each goal is measured as the scenario ends; "count" is its last space.
define("goal", {
  id = "dust-1", hero = "dust",
  goals = {
    {path = 1, text = "Win with 5 rounds to spare", measure = "swift", count = 5},
    {path = 2, text = "End with 2 Spirit", measure = "spirit", count = 2},
  },
})
