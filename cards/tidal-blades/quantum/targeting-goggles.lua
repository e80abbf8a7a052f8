-- Targeting Goggles (Synergy 4+ Quantum upgrade): "This is equivalent to
-- spending a Focus to boost a die. May be used only once per attack, and only
-- on attacks you make." Designed: its cost of 1 shell.
define("quantum", {id = "targeting_goggles", name = "Targeting Goggles", level = 4, cost = 1})
