-- expect: cannot resume dead coroutine
-- A coroutine suspended while loading would carry a counter from step to
-- step in its stack: freezing closes it.
local counter = coroutine.create(function()
  local n = 0
  while true do n = n + 1; coroutine.yield(n) end
end)
coroutine.resume(counter)
return function(g)
  local ok, err = coroutine.resume(counter)
  if not ok then error(err) end
end
