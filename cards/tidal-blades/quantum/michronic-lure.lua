-- Michronic Lure (Synergy 4+ Quantum upgrade): "Choose an enemy. If the enemy
-- is able to attack you they will prioritize targeting you over all other
-- heroes. If they cannot attack you, they will follow the standard targeting
-- rules." Designed: its cost of 2 shells. The Lure lasts until the end of the
-- round.
define("quantum", {id = "michronic_lure", name = "Michronic Lure", level = 4, cost = 2})
