-- expect: instruction limit exceeded
-- A tree of protected calls, 100 wide and 10 deep, with a loop at each leaf.
local function bomb(depth)
  if depth == 0 then while true do end end
  for _ = 1, 100 do pcall(bomb, depth - 1) end
end
bomb(10)
