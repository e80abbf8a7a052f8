-- expect: attempt to call a table value
-- A __call that is a table with a __call of its own, added after
-- setmetatable: Lua 5.4.4 follows the chain inside one call, for hours. Only
-- the metamethods there when setmetatable ran count.
local mt = {}
local t = setmetatable({}, mt)
mt.__call = t
t()
