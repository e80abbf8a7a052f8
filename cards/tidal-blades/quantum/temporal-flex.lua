-- Temporal Flex (Synergy 2+ Quantum upgrade): "Add +1 or -1 to the Initiative
-- modifier on your Initiative card. You may only do this once per turn during
-- your Initiative Reveal." Designed: its cost of 1 shell.
define("quantum", {id = "temporal_flex", name = "Temporal Flex", level = 2, cost = 1})
