-- Difficulty modifier card 2 of 8: "Frenzy" (Mysterious Power) / "Spirit Draught"
-- (Citadel Aid). The rulebook prints only what the two halves are for;
-- both effects are designed.
define("difficulty", {
  id = "frenzy", number = 2,
  power = {name = "Frenzy", effect = {attack = 1, text = "+1 attack"}},
  aid = {name = "Spirit Draught", effect = {spirit = 1, text = "each hero gains 1 Spirit"}},
})
