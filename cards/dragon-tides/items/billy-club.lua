-- Billy Club, as printed: "Roll +1 die when attacking."
item { id = "billy-club", name = "Billy Club", letter = "b", text = "Roll +1 die when attacking.",
       effect = {attack_dice = 1}, value = 2 } -- value: how much the heuristic bot wants it (designed)
