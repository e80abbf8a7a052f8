-- expect: content keeps state in the local 'n'
local n = 0
return function(g)
  n = n + 1
end
