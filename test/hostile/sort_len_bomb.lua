-- expect: table.sort: more than
table.sort(setmetatable({}, {__len = function() return math.maxinteger end}))
