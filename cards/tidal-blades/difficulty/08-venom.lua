-- Difficulty modifier card 8 of 8: "Venom" (Mysterious Power) / "Quantum Cache"
-- (Citadel Aid). The rulebook prints only what the two halves are for;
-- both effects are designed.
define("difficulty", {
  id = "venom", number = 8,
  power = {name = "Venom", effect = {tide_status = "poison", text = "Tide: Poison"}},
  aid = {name = "Quantum Cache", effect = {spirit = 1, focus = 1, text = "each hero gains 1 Spirit and 1 Focus"}},
})
