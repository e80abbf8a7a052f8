-- Manhole Cover, as printed. "With Reach" is read as: against a target that
-- is not next to you (designed: the reading).
item { id = "manhole-cover", name = "Manhole Cover", letter = "m",
       text = "Roll -1 die when attacking. Roll +1 die when defending. You have Reach 3. " ..
              "When you attack or counterattack with Reach, discard Manhole Cover.",
       effect = {attack_dice = -1, defend_dice = 1, reach = 3}, discard_on_reach = true,
       value = 2 } -- value: for the heuristic bot (designed)
