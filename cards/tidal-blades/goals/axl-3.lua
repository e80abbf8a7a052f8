-- Axl's goal card 3 (designed: the goal cards are not printed).
-- Each goal is measured as the scenario ends; "count" is its last space.
define("goal", {
  id = "axl-3", hero = "axl",
  goals = {
    {path = 1, text = "Keep 2 Fruit", measure = "fruit", count = 2},
    {path = 2, text = "Win with 4 rounds to spare", measure = "swift", count = 4},
  },
})
