-- expect: table.insert: more than
local t = setmetatable({}, {__len = function() return math.maxinteger - 1 end,
                            __index = rawget, __newindex = rawset})
table.insert(t, 1, true)
