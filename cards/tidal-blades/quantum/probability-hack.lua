-- Probability Hack (Synergy 2+ Quantum upgrade): "Allow yourself or any other
-- hero to reroll 1 hero die." Designed: its cost of 1 shell.
define("quantum", {id = "probability_hack", name = "Probability Hack", level = 2, cost = 1})
