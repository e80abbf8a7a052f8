-- expect: instruction limit exceeded
local t = {}
for i = 1, 200000 do t["k" .. i] = i end
while true do for _ in pairs(t) do end end
