-- expect: attempt to call a nil value (field 'random')
return math.random(6)
