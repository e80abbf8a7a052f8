-- Axl's goal card 1 (designed: the goal cards are not printed).
-- Each goal is measured as the scenario ends; "count" is its last space.
define("goal", {
  id = "axl-1", hero = "axl",
  goals = {
    {path = 1, text = "Hold the line: end with 3 shells on your Shield", measure = "shield", count = 3},
    {path = 2, text = "Take no Wound", measure = "unwounded", count = 1},
  },
})
