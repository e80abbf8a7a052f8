-- expect: pattern too complex
local s = ("a"):rep(40)
for w in s:gmatch(("a?"):rep(40) .. ("a"):rep(40)) do end
