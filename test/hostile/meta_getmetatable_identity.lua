-- expect: identity kept
-- The copy is invisible: getmetatable gives the table that was set.
local Class = {}
Class.__index = Class
function Class.name() return "object" end
local obj = setmetatable({}, Class)
assert(getmetatable(obj) == Class and obj.name() == "object")
setmetatable(obj, nil)
assert(getmetatable(obj) == nil)
error("identity kept")
