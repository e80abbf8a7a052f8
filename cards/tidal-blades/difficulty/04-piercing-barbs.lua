-- Difficulty modifier card 4 of 8: "Piercing Barbs" (Mysterious Power) / "Charged Shells"
-- (Citadel Aid). The rulebook prints only what the two halves are for;
-- both effects are designed.
define("difficulty", {
  id = "piercing-barbs", number = 4,
  power = {name = "Piercing Barbs", effect = {pierce = true, text = "attacks gain Pierce"}},
  aid = {name = "Charged Shells", effect = {reservoir = 2, text = "each hero moves 2 shells to the Quantum Reservoir"}},
})
