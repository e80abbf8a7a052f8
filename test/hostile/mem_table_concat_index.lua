-- expect: table.concat: result longer than
-- Every index answers through a C function: no Lua runs inside concat.
local t = setmetatable({}, {__index = tostring})
local s = table.concat(t, "", 1, math.maxinteger)
