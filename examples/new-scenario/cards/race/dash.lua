-- The race's movement cards; the game is invented for tabula's tests, so
-- their names, moves and copies are designed, not printed anywhere.
card { id = "dash", name = "Dash", move = 3, copies = 3 }
