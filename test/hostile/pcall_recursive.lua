-- expect: instruction limit exceeded
-- pcall inside pcall until the C stack is full, then again from every level.
local function f()
  pcall(f)
  pcall(f)
end
f()
