-- expect: instruction limit exceeded
local t = {}
for i = 1, 100000 do t[i] = i end
local function spin(...)
  while true do local n = select("#", ...) end
end
spin(table.unpack(t))
