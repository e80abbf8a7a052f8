-- expect: error object is a table value
local e = setmetatable({}, {__tostring = function() while true do end end})
error(e)
