-- expect: stack overflow
local t = setmetatable({}, {__tostring = function(self) return tostring(self) end})
return tostring(t)
