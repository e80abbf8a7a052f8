-- expect: '__gc' are not allowed
setmetatable({}, {__gc = function() end})
