-- expect: instruction limit exceeded
-- Catching the limit error and going on must not work.
while true do
  pcall(function() while true do end end)
end
