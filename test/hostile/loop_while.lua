-- expect: instruction limit exceeded
while true do end
