-- Eko's goal card 3 (designed: the goal cards are not printed).
-- Each goal is measured as the scenario ends; "count" is its last space.
define("goal", {
  id = "eko-3", hero = "eko",
  goals = {
    {path = 1, text = "Take no Wound", measure = "unwounded", count = 1},
    {path = 2, text = "End with 2 shells on your Shield", measure = "shield", count = 2},
  },
})
