-- Caiman's goal card 4 (designed: the goal cards are not printed).
-- Each goal is measured as the scenario ends; "count" is its last space.
define("goal", {
  id = "caiman-4", hero = "caiman",
  goals = {
    {path = 1, text = "End with 2 Focus", measure = "focus", count = 2},
    {path = 2, text = "End with 3 shells on your Shield", measure = "shield", count = 3},
  },
})
