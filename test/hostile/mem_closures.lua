-- expect: memory limit exceeded
local keep = {}
while true do
  local n = #keep
  keep[n + 1] = function() return n end
end
