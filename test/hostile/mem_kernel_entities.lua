-- expect: limit exceeded
-- Kernel memory grown by the step counts against the limit too.
return function(g)
  local data = {}
  for i = 1, 1000 do data[i] = i end
  while true do
    local e = g:entity_new("junk")
    g:entity_set_array(e, "junk.data", data)
  end
end
