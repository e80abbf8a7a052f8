-- expect: content keeps state in the local '_ENV'
-- A fresh _ENV at play time would be writable state of its own.
return function(g)
  _ENV = {print = print}
end
