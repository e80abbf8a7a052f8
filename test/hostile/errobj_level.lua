-- expect: x marks the spot
-- A level that points into C: the position comes from the stack instead.
error("x marks the spot", 3)
