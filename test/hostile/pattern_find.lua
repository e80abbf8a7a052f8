-- expect: pattern too complex
local s = ("a"):rep(40)
local p = ("a?"):rep(40) .. ("a"):rep(40)
return s:find(p)
