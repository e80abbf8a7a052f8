-- expect: table.remove: more than
-- __len claims a huge table; the shifts would go through C metamethods.
local t = setmetatable({}, {__len = function() return math.maxinteger end,
                            __index = rawget, __newindex = rawset})
table.remove(t, 1)
