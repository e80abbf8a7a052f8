-- Pistol, as printed: "You have Reach 5."
item { id = "pistol", name = "Pistol", letter = "p", text = "You have Reach 5.",
       effect = {reach = 5}, value = 5 } -- value: for the heuristic bot (designed)
