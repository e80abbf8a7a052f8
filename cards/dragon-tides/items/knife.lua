-- Knife, as printed. "With Reach" is read as: against a target that is not
-- next to you (designed: the reading).
item { id = "knife", name = "Knife", letter = "f",
       text = "Strike +1. You have Reach 2. When you attack or counterattack with Reach, " ..
              "discard Knife.",
       effect = {strike = 1, reach = 2}, discard_on_reach = true,
       value = 3 } -- value: for the heuristic bot (designed)
