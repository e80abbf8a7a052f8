-- expect: '__index' chain too long
local t = {}
for _ = 1, 100000 do t = setmetatable({}, {__index = t}) end
return t.missing
