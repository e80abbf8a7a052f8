-- expect: memory limit exceeded
local keep = {}
while true do
  keep[#keep + 1] = coroutine.create(function() end)
end
