-- The grid methods from sandboxed rules, callbacks included: the gridbind
-- fixture (test/fixtures/scripts/gridbind) played as a host would.
local fixtures = ROOT .. "/test/fixtures"

local function start(id)
  return new_game("gridbind/" .. id, 1, {roots = {fixtures}})
end

test("rules walk a grid with a relation and a step callback", function()
  local g = start("walk")
  eq(g:run(), "done")
  local hero = g:entity_next(0, "hero")
  eq(g:entity_get(hero, "reach"), 3, "the start, the water and beyond; not the ally")
  eq(g:entity_get(hero, "steps"), 3)
  eq(g:result().scores[0], 4, "through the ally and the water")
end)

test("an instruction limit inside a callback ends the rule", function()
  local g = start("spin")
  g:set_limit("instructions", 200000)
  fails(function() g:run() end, "instruction limit exceeded")
end)

test("a rule's pcall does not swallow a limit hit in a callback", function()
  local g = start("swallow")
  g:set_limit("instructions", 200000)
  fails(function() g:run() end, "instruction limit exceeded")
end)

test("a callback cannot ask for a decision", function()
  local g = start("ask")
  fails(function() g:run() end, "choose: only a running step can ask for a decision")
end)
