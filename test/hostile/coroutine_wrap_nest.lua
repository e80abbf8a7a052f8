-- expect: coroutines nested deeper than
local function make() return coroutine.wrap(function() make()() end) end
make()()
