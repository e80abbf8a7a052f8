-- expect: attempt to index a string value
-- getmetatable("") gives the guard's name, not the metatable.
getmetatable("").__index = {rep = function() return "pwned" end}
