-- expect: attempt to index a string value
-- The environment's metatable is guarded: getmetatable gives a string.
return function(g)
  local mt = getmetatable(_ENV)
  mt.__newindex = nil
end
