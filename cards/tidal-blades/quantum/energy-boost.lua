-- Energy Boost, a starting Quantum Reservoir ability: "Gain one Spirit and
-- one Focus." Designed: its cost of 2 shells.
define("quantum", {id = "energy_boost", name = "Energy Boost", cost = 2})
