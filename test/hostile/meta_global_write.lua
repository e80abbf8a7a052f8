-- expect: attempt to set global 'counter'
return function(g)
  counter = 1
end
