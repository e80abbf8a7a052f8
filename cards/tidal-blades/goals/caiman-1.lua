-- Caiman's goal card 1 (designed: the goal cards are not printed).
-- Each goal is measured as the scenario ends; "count" is its last space.
define("goal", {
  id = "caiman-1", hero = "caiman",
  goals = {
    {path = 1, text = "Keep 2 Fruit", measure = "fruit", count = 2},
    {path = 2, text = "Stand to the end", measure = "standing", count = 1},
  },
})
