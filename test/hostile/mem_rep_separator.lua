-- expect: survived: 1
-- One copy uses no separator, however long it is.
local s = ("x"):rep(1, ("y"):rep(16 << 20))
error("survived: " .. #s)
