-- expect: '__call' must be a function
local loop = {}
setmetatable(loop, {__call = loop})
