-- expect: attempt to set frozen content 'rep'
return function(g)
  string.rep = nil
end
