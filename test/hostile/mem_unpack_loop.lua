-- expect: instruction limit exceeded
local t = {}
for i = 1, 200000 do t[i] = i end
local function count(...) return select("#", ...) end
while true do count(table.unpack(t)) end
