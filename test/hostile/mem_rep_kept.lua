-- expect: memory limit exceeded
local keep = {}
for i = 1, math.maxinteger do
  keep[i] = ("x"):rep(8 << 20) .. i
end
