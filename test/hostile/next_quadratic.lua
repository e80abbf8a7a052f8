-- expect: instruction limit exceeded
-- next is O(n) a call in the sandbox, and charged so.
local t = {}
for i = 1, 100000 do t[i] = i end
local k = next(t)
while k do k = next(t, k) end
