-- Nexus Burst (Synergy 4+ Quantum upgrade): "All adjacent figures lose 2
-- health. This includes heroes and enemies. It may only be activated once per
-- round." Designed: its cost of 2 shells.
define("quantum", {id = "nexus_burst", name = "Nexus Burst", level = 4, cost = 2})
