-- expect: limit exceeded
local cps = {}
for i = 1, 100000 do cps[i] = 0x7FFFFFFF end
local keep = {}
while true do keep[#keep + 1] = utf8.char(table.unpack(cps)) end
