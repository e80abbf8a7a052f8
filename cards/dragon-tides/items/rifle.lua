-- Rifle, as printed: "Strike +2. You have Reach 7."
item { id = "rifle", name = "Rifle", letter = "r", text = "Strike +2. You have Reach 7.",
       effect = {strike = 2, reach = 7}, value = 6 } -- value: for the heuristic bot (designed)
