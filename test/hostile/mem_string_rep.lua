-- expect: string.rep: result longer than
local s = string.rep("x", 1 << 40)
