-- Difficulty modifier card 6 of 8: "Tidal Surge" (Mysterious Power) / "Shield Array"
-- (Citadel Aid). The rulebook prints only what the two halves are for;
-- both effects are designed.
define("difficulty", {
  id = "tidal-surge", number = 6,
  power = {name = "Tidal Surge", effect = {tide_damage = 1, text = "Tide: +1 damage"}},
  aid = {name = "Shield Array", effect = {shield = 2, text = "each hero moves 2 shells to the Shield"}},
})
