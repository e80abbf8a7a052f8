-- expect: instruction limit exceeded
-- The loop runs at play time, in the step eval calls with the game.
return function(g)
  local n = 0
  repeat n = n + 1 until false
end
