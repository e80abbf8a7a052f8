card { id = "skip", name = "Skip", move = 2, copies = 4 }
