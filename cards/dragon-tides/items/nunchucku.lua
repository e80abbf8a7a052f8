-- Nunchucku, as printed: "Roll +1 die when attacking. You have Reach 2."
item { id = "nunchucku", name = "Nunchucku", letter = "n",
       text = "Roll +1 die when attacking. You have Reach 2.",
       effect = {attack_dice = 1, reach = 2}, value = 4 } -- value: for the heuristic bot (designed)
