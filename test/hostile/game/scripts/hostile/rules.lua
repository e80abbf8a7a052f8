-- rules.lua: a game whose steps misbehave, for test/lua/sandbox.lua. The
-- runtime must stop each one, put the game back as it was when the step
-- began (content locals too), and let the host go on.

scenario {id = "upvalue", players = 1, start = "bump"}
scenario {id = "loop", players = 1, start = "loop"}
scenario {id = "choose", players = 1, start = "many_options"}
scenario {id = "decide_then_loop", players = 1, start = "decide"}

-- A local the step changes before it fails: the next try must see 0 again.
local count = 0
step("bump", function(g)
  g:entity_new("bumped")
  count = count + 1
  error("count is " .. count)
end)

step("loop", function(g)
  g:entity_new("looped")
  while true do end
end)

-- 100000 labels with one repeated: found without comparing every pair.
step("many_options", function(g)
  local options = {}
  for i = 1, 100000 do options[i] = "o" .. i end
  options[100000] = "o1"
  g:choose{player = 0, prompt = "pick", options = options}
end)

step("decide", function(g)
  g:entity_new("decided")
  g:choose{player = 0, prompt = "go on?", options = {"yes", "no"}}
  g:push("loop")
end)
