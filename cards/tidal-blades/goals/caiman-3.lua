-- Caiman's goal card 3 (designed: the goal cards are not printed).
-- Each goal is measured as the scenario ends; "count" is its last space.
define("goal", {
  id = "caiman-3", hero = "caiman",
  goals = {
    {path = 1, text = "End with 15 health", measure = "health", count = 15},
    {path = 2, text = "Win with 3 rounds to spare", measure = "swift", count = 3},
  },
})
