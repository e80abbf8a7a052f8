-- Key: a scene item that opens a closed and locked door, and closes and
-- locks an open one (the rulebook's "Things Which Need No Roll").
item { id = "key", name = "Key", letter = "y", text = "Opens and locks doors.",
       effect = {}, key = true, value = 1 } -- value: for the heuristic bot (designed)
