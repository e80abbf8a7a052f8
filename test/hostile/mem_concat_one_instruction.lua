-- expect: memory limit exceeded
-- One concatenation of 40 strings of 16 MiB: a single VM instruction.
local s = ("x"):rep(16 << 20)
local t = s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s
