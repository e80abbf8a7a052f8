-- expect: '__mode' are not allowed
local cache = setmetatable({}, {__mode = "k"})
