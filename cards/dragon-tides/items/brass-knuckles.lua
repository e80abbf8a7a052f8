-- Brass Knuckles, as printed: "Strike +1, Throw -1."
item { id = "brass-knuckles", name = "Brass Knuckles", letter = "k", text = "Strike +1, Throw -1.",
       effect = {strike = 1, throw = -1}, value = 1 } -- value: for the heuristic bot (designed)
