-- Blade Boost (Synergy 4+ Quantum upgrade): "All heroes gain 1 bonus die for
-- one attack this round. Unused dice are lost at the end of the round."
-- Designed: its cost of 3 shells.
define("quantum", {id = "blade_boost", name = "Blade Boost", level = 4, cost = 3})
