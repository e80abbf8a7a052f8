-- expect: stack overflow
local t = setmetatable({}, {__index = function(self, k) return self[k] end})
return t.anything
