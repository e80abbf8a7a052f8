-- expect: time limit exceeded
-- Comparing two long strings is one instruction and a 16 MiB memcmp: only
-- the time guard sees it.
local a = ("x"):rep(16 << 20)
local b = ("x"):rep(16 << 20)
while true do local same = a == b end
