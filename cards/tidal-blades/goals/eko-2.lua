-- Eko's goal card 2 (designed: the goal cards are not printed).
-- Each goal is measured as the scenario ends; "count" is its last space.
define("goal", {
  id = "eko-2", hero = "eko",
  goals = {
    {path = 1, text = "Keep 1 Fruit", measure = "fruit", count = 1},
    {path = 2, text = "Win with 3 rounds to spare", measure = "swift", count = 3},
  },
})
