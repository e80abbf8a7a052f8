-- Whip, as printed: "Grapple +1. You have Reach 2."
item { id = "whip", name = "Whip", letter = "w", text = "Grapple +1. You have Reach 2.",
       effect = {grapple = 1, reach = 2}, value = 3 } -- value: for the heuristic bot (designed)
