card { id = "hop", name = "Hop", move = 1, copies = 5 }
