-- Soda, as printed: "A burst of energy! Increase your SUPER by 2 steps."
-- Drunk (and gone) whenever its holder chooses, as a free thing during
-- Camera or Action (designed: the timing).
item { id = "soda", name = "Soda", letter = "s",
       text = "A burst of energy! Increase your SUPER by 2 steps.",
       effect = {}, use = {super_gain = 2}, value = 2 } -- value: for the heuristic bot (designed)
