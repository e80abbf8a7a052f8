-- The hex methods from sandboxed rules, a step function included: the
-- hexbind fixture (test/fixtures/scripts/hexbind) played as a host would.
local fixtures = ROOT .. "/test/fixtures"

local function start(id)
  return new_game("hexbind/" .. id, 1, {roots = {fixtures}})
end

test("rules hunt with a flyer: open path, move, sight, a gap refused", function()
  local g = start("hunt")
  eq(g:run(), "done")
  local flyer = g:entity_next(0, "flyer")
  eq(g:entity_get(flyer, "open"), true)
  eq(g:entity_get(flyer, "cost"), 4, "round the dear gap (across it: 5)")
  eq(g:entity_get(flyer, "moved"), true)
  eq(g:entity_get(flyer, "adjacent"), true)
  eq(g:entity_get(flyer, "sees"), true)
  eq(g:entity_get(flyer, "gap_refused"), true)
  eq(g:result().scores[0], 12, "every free normal hex (13 normal, one the hero's)")
end)

test("a step error in rules ends the rule with that error", function()
  local g = start("boom")
  fails(function() g:run() end, "the step broke")
end)

test("an instruction limit inside a step function ends the rule", function()
  local g = start("spin")
  g:set_limit("instructions", 200000)
  fails(function() g:run() end, "instruction limit exceeded")
end)

test("a step function cannot ask for a decision", function()
  local g = start("ask")
  fails(function() g:run() end, "choose: only a running step can ask for a decision")
end)
