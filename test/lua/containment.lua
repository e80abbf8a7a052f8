-- Containment without holes (issue 20): each test pins one hole the issue
-- reproduced, on the fixture games of test/fixtures/containment.
local tabula = require("tabula")
local fixture = ROOT .. "/test/fixtures/containment"

local function fresh(seed)
  local g = tabula.new_game(seed or 1)
  g:add_root(ROOT)
  g:add_root(fixture)
  return g
end

-- Hole 1: the memory limit bounds everything the game owns, across runs.
test("a game that names fresh properties every step stops at the memory limit", function()
  local g = fresh()
  g:set_limit("memory", 24 << 20)
  g:start("names/grow", 1)
  local err
  for _ = 1, 200 do
    local good, e = pcall(g.run, g)
    if not good then err = e break end
    g:answer(1)
  end
  ok(err, "an error within 200 steps (about 1.3 MB of names each)")
  ok(err:find("memory limit exceeded", 1, true), "the memory limit in: " .. err)
  ok(err:find("names/rules.lua:%d+:"), "the rules' file and line in: " .. err)
  -- The game is at its last checkpoint, and stays there.
  local before = g:hash()
  fails(function() g:run() end, "memory limit exceeded")
  eq(g:hash(), before, "hash after a second try")
end)

-- Hole 2: a card cannot change the libraries the rules see.
test("a card that replaces string.upper while loading is refused, naming its line", function()
  local g = fresh()
  local err = fails(function() g:start("libwrite/shout", 1) end, "attempt to set 'upper' of a library")
  ok(tostring(err):find("cards/libwrite/sneaky.lua:3:", 1, true), "the card's line in: " .. tostring(err))
end)

-- Hole 4: the time a person takes to answer is not the bot's.
test("a bot after a long think is not stopped by the time guard", function()
  local g = fresh()
  -- 1M instructions: the smallest time allowance there is, one second.
  g:set_limit("instructions", 1000000)
  g:start("think/think", 1)
  eq(g:run(), "decision")
  local t0 = os.time()
  while os.time() - t0 < 2 do end -- thinking (busy, so os.time suffices)
  local pick = g:bot("busy", 0, 1)
  ok(pick[1] == 1 or pick[1] == 2, "the bot answered")
  g:answer(pick[1])
  eq(g:run(), "decision")
end)

-- Holes 5 and 7: one budget for all of the content, and a failed start
-- may be retried.
test("twenty costly card files exceed the one load budget, and a start may be retried", function()
  local g = fresh()
  local first = fails(function() g:start("loadcost/many", 1) end, "instruction limit exceeded")
  ok(tostring(first):find("cards/loadcost/card%-%d+%.lua:%d+:"), "a card's file and line in: " .. tostring(first))
  -- The same failure again, still naming a card's line (not the prelude's).
  local second = fails(function() g:start("loadcost/many", 1) end, "instruction limit exceeded")
  eq(tostring(second):match("card%-%d+%.lua:%d+:"), tostring(first):match("card%-%d+%.lua:%d+:"),
     "the second try stops at the same line")
  -- With room for all of it, the same game object starts.
  g:set_limit("instructions", 200000000)
  g:start("loadcost/many", 1)
  eq(g:run(), "done")
end)

-- Hole 9: a decision's prompt and labels are bounded like its options.
test("a 16 MiB prompt or a 1 MiB label is refused, naming the line", function()
  local g = fresh()
  g:start("prompts/huge-prompt", 1)
  local err = fails(function() g:run() end, "choose: the prompt has 16777216 bytes")
  ok(tostring(err):find("prompts/rules.lua:7:", 1, true), "the line in: " .. tostring(err))
  g = fresh()
  g:start("prompts/huge-label", 1)
  err = fails(function() g:run() end, "choose: option 2's label has 1048576 bytes")
  ok(tostring(err):find("prompts/rules.lua:11:", 1, true), "the line in: " .. tostring(err))
end)

test("a bot's error({}) names the bot's file and line", function()
  local g = fresh()
  g:start("think/think", 1)
  eq(g:run(), "decision")
  local err = fails(function() g:bot("table-error", 0, 1) end, "error object is a table value")
  ok(tostring(err):find("think/rules.lua:26:", 1, true), "the line in: " .. tostring(err))
end)

-- Found by the save fuzzer (test/fuzz/game): a save taken at a decision
-- with no answer since the checkpoint loaded at the checkpoint, before the
-- step's own changes, so its hash was not the saved game's.
test("a save at the first decision of a step loads to that decision", function()
  local g = fresh()
  g:start("think/prepared", 1)
  eq(g:run(), "decision")
  local path = os.tmpname()
  g:save(path)
  local h = fresh(0)
  h:load(path)
  os.remove(path)
  eq(h:hash(), g:hash(), "hash after load")
  ok(h:decision(), "the decision is pending")
  h:answer(1)
  eq(h:run(), "done")
end)

-- Hole 5 on its own: after a start fails on the instruction limit while
-- loading, the counter was left over the limit, so every later start
-- failed in the prelude, naming no content line.
test("a start that failed on the load budget may be retried, and names the card's line again", function()
  local g = fresh()
  g:set_limit("instructions", 2000000) -- under one card's 3M
  local first = fails(function() g:start("loadcost/many", 1) end, "instruction limit exceeded")
  ok(tostring(first):find("cards/loadcost/card%-01%.lua:3:"), "card-01's loop in: " .. tostring(first))
  local second = fails(function() g:start("loadcost/many", 1) end, "instruction limit exceeded")
  ok(tostring(second):find("cards/loadcost/card%-01%.lua:3:"), "card-01's loop again in: " .. tostring(second))
  g:set_limit("instructions", 200000000)
  g:start("loadcost/many", 1)
  eq(g:run(), "done")
end)
