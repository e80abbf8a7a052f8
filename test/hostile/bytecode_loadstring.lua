-- expect: attempt to call a nil value (global 'loadstring')
local f = loadstring("return 1")
