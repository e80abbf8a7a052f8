-- expect: limit exceeded
-- Nothing is kept, so memory stays low: the bytes built are charged.
while true do
  local s = ("x"):rep(16 << 20)
end
