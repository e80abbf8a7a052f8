-- expect: instruction limit exceeded
-- Issue 20, hole 3: the same through coroutine.wrap, inside a step, with a
-- few thousand instructions per coroutine: about 53M instructions ran, of
-- which the hook saw some 43M.
return function(g)
  for _ = 1, 21000 do
    coroutine.wrap(function() for _ = 1, 2500 do end end)()
  end
  return "the budget was slipped"
end
