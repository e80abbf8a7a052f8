-- expect: content keeps state in the local 'n'
-- The assignment is in a closure made during the step: the freezer reads
-- the nested function's bytecode to know the step's upvalue is assignable.
local n = 0
return function(g)
  local function bump()
    local function deeper() n = n + 1 end
    deeper()
  end
  bump()
end
