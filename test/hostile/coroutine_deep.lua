-- expect: coroutines nested deeper than
local function nest(n)
  local co = coroutine.create(function() nest(n + 1) end)
  local ok, err = coroutine.resume(co)
  if not ok then error(err, 0) end
end
nest(1)
