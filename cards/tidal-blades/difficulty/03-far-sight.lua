-- Difficulty modifier card 3 of 8: "Far Sight" (Mysterious Power) / "Focus Draught"
-- (Citadel Aid). The rulebook prints only what the two halves are for;
-- both effects are designed.
define("difficulty", {
  id = "far-sight", number = 3,
  power = {name = "Far Sight", effect = {range = 1, text = "ranged attacks gain +1 range"}},
  aid = {name = "Focus Draught", effect = {focus = 1, text = "each hero gains 1 Focus"}},
})
