-- expect: pattern too complex
local s = ("x"):rep(3000)
local r = s:gsub(".-.-.-.-.-.-y", "")
