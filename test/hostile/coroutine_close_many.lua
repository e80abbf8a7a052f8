-- expect: survived
-- Without to-be-closed variables closing runs no code: a long chain is safe.
local list = {}
for i = 1, 10000 do
  list[i] = coroutine.create(function() coroutine.yield() end)
  coroutine.resume(list[i])
end
for i = #list, 1, -1 do coroutine.close(list[i]) end
error("survived")
