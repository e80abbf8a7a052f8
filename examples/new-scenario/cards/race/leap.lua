card { id = "leap", name = "Leap", move = 4, copies = 2 }
