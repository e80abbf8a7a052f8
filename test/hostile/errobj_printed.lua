-- expect: instruction limit exceeded
-- Caught, then printed: __tostring runs as content, under the budget.
local e = setmetatable({}, {__tostring = function() while true do end end})
local ok, err = pcall(error, e)
print(err)
