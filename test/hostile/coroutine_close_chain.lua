-- expect: to-be-closed variables (<close>) are not allowed
-- The Lua 5.4.4 crash: closing a coroutine runs a __close that closes the
-- previous one, a thousand deep. The attribute is spelled across lines.
local coro = false
for _ = 1, 1000 do
  local previous = coro
  coro = coroutine.create(function()
    local mt = {}
    local cc <
      --[[ a comment between the tokens ]] close
    > = setmetatable({}, mt)
    coroutine.yield()
  end)
  coroutine.resume(coro)
end
coroutine.close(coro)
