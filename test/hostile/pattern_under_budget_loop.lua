-- expect: instruction limit exceeded
-- Each call stays under its budget, but a loop of them does not.
local s = ("x"):rep(300)
while true do s:find("^.-.-.-y") end
