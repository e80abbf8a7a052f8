-- expect: instruction limit exceeded
-- Each call stops at its step budget; the steps are still charged.
local s = ("a"):rep(40)
local p = ("a?"):rep(40) .. ("a"):rep(40)
while true do pcall(string.find, s, p) end
