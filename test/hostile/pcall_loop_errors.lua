-- expect: instruction limit exceeded
-- Each pcall is charged, so a loop of cheap failing calls ends too.
while true do pcall(error, "x") end
