-- expect: content keeps state in a library iterator
-- A pairs iterator made while loading keeps its place in its upvalues: each
-- step would see the next key. The library's own functions are not watched
-- (they never change), but an iterator a call made still is.
local next_card = pairs({a = 1, b = 2, c = 3})
return function(g)
  next_card()
end
