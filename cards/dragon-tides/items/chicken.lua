-- Chicken, as printed: "Yummy! Regain 1 Health." Eaten (and gone) whenever
-- its holder chooses, as a free thing during Camera or Action; Health never
-- rises above the character's start (designed: the timing).
item { id = "chicken", name = "Chicken", letter = "c", text = "Yummy! Regain 1 Health.",
       effect = {}, use = {heal = 1}, value = 1 } -- value: for the heuristic bot (designed)
