-- expect: error object is a table value
local e = setmetatable({}, {__tostring = function() error("no") end})
error(e)
