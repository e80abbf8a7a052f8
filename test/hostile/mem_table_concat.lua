-- expect: table.concat: result longer than
local s = ("x"):rep(1 << 20)
local t = {}
for i = 1, 100 do t[i] = s end
local all = table.concat(t)
