-- Reality Blinker (Synergy 2+ Quantum upgrade): "Once on your turn, move any
-- hero one hex (with their permission)." Designed: its cost of 1 shell.
define("quantum", {id = "reality_blinker", name = "Reality Blinker", level = 2, cost = 1})
