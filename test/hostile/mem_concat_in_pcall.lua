-- expect: memory limit exceeded
-- The refused allocation must not be swallowed by pcall.
local s = ("x"):rep(16 << 20)
while true do
  pcall(function() return s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s..s end)
end
