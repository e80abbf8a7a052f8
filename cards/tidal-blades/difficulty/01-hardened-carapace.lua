-- Difficulty modifier card 1 of 8: "Hardened Carapace" (Mysterious Power) / "Field Rations"
-- (Citadel Aid). The rulebook prints only what the two halves are for;
-- both effects are designed.
define("difficulty", {
  id = "hardened-carapace", number = 1,
  power = {name = "Hardened Carapace", effect = {health = 3, text = "+3 health"}},
  aid = {name = "Field Rations", effect = {fruit = 1, text = "each hero gains 1 Fruit"}},
})
