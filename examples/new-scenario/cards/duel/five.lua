-- A duel card; the duel is invented for this example, so its values are too.
card { id = "five", value = 5 }
