-- expect: survived
-- Freezing walks 100000 nested tables without recursing in C.
local t = {}
for _ = 1, 100000 do t = {t} end
nested = t
return function(g) error("survived") end
