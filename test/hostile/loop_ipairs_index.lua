-- expect: instruction limit exceeded
-- ipairs never meets a nil: __index always answers.
local t = setmetatable({}, {__index = function() return 1 end})
for _ in ipairs(t) do end
