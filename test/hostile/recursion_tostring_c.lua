-- expect: stack overflow
-- __tostring is tostring itself: recursion in C only, no Lua frame between.
local t = setmetatable({}, {__tostring = tostring})
return tostring(t)
