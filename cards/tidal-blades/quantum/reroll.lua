-- Reroll, a starting Quantum Reservoir ability: "Reroll any amount of dice on
-- one roll. This applies to hero, enemy, and other rolls." Designed: its
-- cost of 1 shell, and that each use rerolls one die.
define("quantum", {id = "reroll", name = "Reroll", cost = 1})
