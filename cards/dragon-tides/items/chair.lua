-- Chair, as printed: "Roll +1 die when defending. You have Reach 2."
item { id = "chair", name = "Chair", letter = "h",
       text = "Roll +1 die when defending. You have Reach 2.",
       effect = {defend_dice = 1, reach = 2}, value = 3 } -- value: for the heuristic bot (designed)
