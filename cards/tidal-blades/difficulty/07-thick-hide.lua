-- Difficulty modifier card 7 of 8: "Thick Hide" (Mysterious Power) / "Field Medic"
-- (Citadel Aid). The rulebook prints only what the two halves are for;
-- both effects are designed.
define("difficulty", {
  id = "thick-hide", number = 7,
  power = {name = "Thick Hide", effect = {health = 2, text = "+2 health"}},
  aid = {name = "Field Medic", effect = {fruit = 1, text = "each hero gains 1 Fruit"}},
})
