-- Misbehaving rules (test/hostile/game): each failure stops its step, the
-- game goes back to where that step began, and the host can go on. The
-- hostile scripts of test/hostile cover the sandbox one file at a time.
local fixture = ROOT .. "/test/hostile/game"

local function game(id)
  return new_game("hostile/" .. id, 1, {roots = {fixture}})
end

test("a failed step's change to a content local is put back", function()
  local g = game("upvalue")
  local before = g:hash()
  fails(function() g:run() end, "count is 1")
  eq(g:hash(), before, "hash after the failed step")
  -- Were count kept, the second try would say 2.
  fails(function() g:run() end, "count is 1")
  eq(g:hash(), before, "hash after the second try")
end)

test("a runaway step stops at the limit, names its line, and leaves the game intact", function()
  local g = game("loop")
  g:set_limit("instructions", 1000000)
  local before = g:hash()
  local err = fails(function() g:run() end, "instruction limit exceeded")
  ok(err:find("rules.lua:20:", 1, true), "the loop's file and line in: " .. err)
  eq(g:hash(), before, "hash after the limit")
  fails(function() g:run() end, "instruction limit exceeded")
end)

test("a decision with 100000 options and a repeated label fails fast", function()
  local g = game("choose")
  fails(function() g:run() end, "two options have the label 'o1'")
end)

test("a step after a decision that runs away goes back to its own start", function()
  local g = game("decide_then_loop")
  g:set_limit("instructions", 1000000)
  eq(g:run(), "decision")
  g:answer(1)
  fails(function() g:run() end, "instruction limit exceeded")
  local after_decision = g:hash()
  fails(function() g:run() end, "instruction limit exceeded")
  eq(g:hash(), after_decision, "the same state each try")
  ok(g:entity_next(0, "decided"), "the finished step's entity stays")
  eq(g:entity_next(0, "looped"), nil, "the failed step's entity is gone")
end)
