-- expect: attempt to set 'rep' of a library
return function(g)
  string.rep = nil
end
