-- expect: '__close' are not allowed
setmetatable({}, {__close = function() end})
