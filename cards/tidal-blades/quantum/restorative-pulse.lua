-- Restorative Pulse (Synergy 4+ Quantum upgrade): "All heroes in range 3 gain
-- 2 health. This includes you." Designed: its cost of 3 shells.
define("quantum", {id = "restorative_pulse", name = "Restorative Pulse", level = 4, cost = 3})
