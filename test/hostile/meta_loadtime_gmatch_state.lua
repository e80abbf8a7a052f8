-- expect: content keeps state in a library iterator
-- gmatch's iterator, made while loading, remembers where it stopped.
local word = string.gmatch("one two three", "%a+")
return function(g)
  word()
end
