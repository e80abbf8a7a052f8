-- expect: cannot resume non-suspended coroutine
local w
w = coroutine.wrap(function() w() end)
w()
