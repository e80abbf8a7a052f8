-- expect: survived
-- __gc added after setmetatable checked the metatable: it must never run.
local mt = {}
keep = setmetatable({}, mt)
mt.__gc = function() while true do end end
return function(g) error("survived") end
