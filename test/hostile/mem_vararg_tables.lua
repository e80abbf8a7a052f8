-- expect: limit exceeded
local t = {}
for i = 1, 100000 do t[i] = i end
local function spin(...)
  while true do local copy = {...} end
end
spin(table.unpack(t))
