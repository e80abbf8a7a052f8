-- Difficulty modifier card 5 of 8: "Swarming" (Mysterious Power) / "Citadel Escort"
-- (Citadel Aid). The rulebook prints only what the two halves are for;
-- both effects are designed.
define("difficulty", {
  id = "swarming", number = 5,
  power = {name = "Swarming", effect = {targets = 1, text = "attacks gain +1 target"}},
  aid = {name = "Citadel Escort", effect = {bolster = 1, text = "each hero gains a Bolster die for round 1"}},
})
