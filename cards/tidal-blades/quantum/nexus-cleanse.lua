-- Nexus Cleanse (Synergy 2+ Quantum upgrade): "Discard one Status token from
-- any hero's grid." Designed: its cost of 1 shell.
define("quantum", {id = "nexus_cleanse", name = "Nexus Cleanse", level = 2, cost = 1})
