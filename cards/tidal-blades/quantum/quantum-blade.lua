-- Quantum Blade (Synergy 2+; Eko starts with it): "Add one die to an attack
-- roll. This may be added to your or another hero's attack before they
-- roll." Designed: its cost of 1 shell.
define("quantum", {id = "quantum_blade", name = "Quantum Blade", cost = 1})
