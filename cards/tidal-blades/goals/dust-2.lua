-- Dust's goal card 2 (designed: the goal cards are not printed).
-- Each goal is measured as the scenario ends; "count" is its last space.
define("goal", {
  id = "dust-2", hero = "dust",
  goals = {
    {path = 1, text = "Defeat 6 enemies as a group", measure = "kills", count = 6},
    {path = 2, text = "Keep 1 Fruit", measure = "fruit", count = 1},
  },
})
