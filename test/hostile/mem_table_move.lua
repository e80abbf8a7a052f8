-- expect: table.move: more than
table.move({1}, math.mininteger, math.maxinteger, 1)
