-- The Quantum Savant skill, level 2 (designed: the hero sheets'
-- skills are not printed).
define("skill", {
  id = "quantum-savant", name = "Quantum Savant", level = 2,
  text = "start each scenario with 2 shells in the Quantum Reservoir",
  reservoir = 2,
})
