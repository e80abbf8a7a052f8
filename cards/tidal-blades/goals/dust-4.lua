-- Dust's goal card 4 (designed: the goal cards are not printed).
-- Each goal is measured as the scenario ends; "count" is its last space.
define("goal", {
  id = "dust-4", hero = "dust",
  goals = {
    {path = 1, text = "Take no Wound", measure = "unwounded", count = 1},
    {path = 2, text = "End with 14 health", measure = "health", count = 14},
  },
})
