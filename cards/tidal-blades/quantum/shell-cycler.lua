-- Shell Cycler (Synergy 2+ Quantum upgrade): "One hero activates their Shield
-- as normal to block, but does not remove any shells from their Shield."
-- Designed: its cost of 1 shell.
define("quantum", {id = "shell_cycler", name = "Shell Cycler", level = 2, cost = 1})
