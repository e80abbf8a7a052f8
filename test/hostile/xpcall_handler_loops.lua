-- expect: instruction limit exceeded
-- The message handler runs before the stack unwinds, and loops.
xpcall(function() error("boom") end, function() while true do end end)
