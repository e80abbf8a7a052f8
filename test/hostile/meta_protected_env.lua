-- expect: cannot change a protected or frozen metatable
return function(g)
  setmetatable(_ENV, nil)
end
