-- expect: attempt to set a field of frozen content
local list = {}
return function(g)
  table.insert(list, 1)
end
