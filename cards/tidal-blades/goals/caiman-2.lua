-- Caiman's goal card 2 (designed: the goal cards are not printed).
-- Each goal is measured as the scenario ends; "count" is its last space.
define("goal", {
  id = "caiman-2", hero = "caiman",
  goals = {
    {path = 1, text = "Defeat 7 enemies as a group", measure = "kills", count = 7},
    {path = 2, text = "Take no Wound", measure = "unwounded", count = 1},
  },
})
