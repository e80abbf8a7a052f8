-- expect: pattern too complex
local s = ("x"):rep(2000)
return string.match(s, ("%w-"):rep(12) .. "y")
