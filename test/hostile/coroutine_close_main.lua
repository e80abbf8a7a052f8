-- expect: the main thread cannot be closed
-- coroutine.running() while loading is the main thread; between runs it
-- looks dead, and the stock close would reset the stack the host is using.
local main = coroutine.running()
return function(g)
  coroutine.close(main)
end
