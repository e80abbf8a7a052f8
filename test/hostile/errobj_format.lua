-- expect: instruction limit exceeded
local e = setmetatable({}, {__tostring = function() while true do end end})
return string.format("%s", e)
