-- expect: the main thread cannot be resumed
local main = coroutine.running()
return function(g)
  coroutine.resume(main, 1, 2)
end
