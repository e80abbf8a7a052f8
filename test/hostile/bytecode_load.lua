-- expect: attempt to call a nil value (global 'load')
local f = load("\27Lua\84\0")
