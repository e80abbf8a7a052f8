-- Sneakers, as printed: "Roll 1 die at the start of your turn. Gain Move
-- +1 for each fist rolled."
item { id = "sneakers", name = "Sneakers", letter = "z",
       text = "Roll 1 die at the start of your turn. Gain Move +1 for each fist rolled.",
       effect = {}, sneakers = 1, value = 2 } -- value: for the heuristic bot (designed)
