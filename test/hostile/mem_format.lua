-- expect: string.format: result longer than
local s = ("x"):rep(1 << 20)
local t = {}
for i = 1, 100 do t[i] = s end
local all = string.format(("%s"):rep(100), table.unpack(t))
