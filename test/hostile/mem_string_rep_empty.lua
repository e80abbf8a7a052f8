-- expect: survived: 0
-- Stock string.rep would loop 2^63 times copying nothing.
local s = string.rep("", math.maxinteger)
error("survived: " .. #s)
