-- expect: too many results to unpack
local a, b = table.unpack({}, 1, 1 << 40)
