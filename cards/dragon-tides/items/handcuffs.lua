-- Handcuffs, as printed: "On a successful Grapple, you may choose to deal
-- no damage. If you do, your opponent discards their item and gains these
-- Handcuffs (deployed)." The rulebook does not say what deployed Handcuffs
-- do; designed: they fill the wearer's one item space, cannot be dropped,
-- give -1 die on every roll, and the wearer slips them off by Interacting
-- with them (Grapple against 3D), as may an adjacent ally (no roll).
item { id = "handcuffs", name = "Handcuffs", letter = "u",
       text = "On a successful Grapple, you may choose to deal no damage. If you do, your " ..
              "opponent discards their item and gains these Handcuffs (deployed).",
       effect = {}, cuffs = true,
       deployed = {effect = {all_dice = -1}, escape = {stat = "grapple", dice = 3}},
       value = 2 } -- value: for the heuristic bot (designed)
