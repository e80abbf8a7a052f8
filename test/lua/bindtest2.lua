-- The track, initiative, turn and region methods from sandboxed rules: the
-- bindtest2 fixture played as a host would (test/fixtures/scripts/bindtest2).
local fixtures = ROOT .. "/test/fixtures"

local function skirmish(seed)
  return new_game("bindtest2/skirmish", 1, {seed = seed, roots = {fixtures}})
end

test("rules make tracks and initiatives and move them", function()
  local g = skirmish(1)
  eq(g:run(), "decision")
  eq(g:decision().prompt, "Surge?")
  -- The host sees what the rules made.
  local hero = g:entity_next(0, "hero")
  local health, init = g:entity_get(hero, "health"), g:entity_get(hero, "initiative")
  eq(g:track_value(health), 21)
  local level = g:initiative_where_is(init, hero)
  eq(level, 3, "the hero starts on level 3")
  eq(g:entity_get(hero, "land"), g:region_find(g:region_map_of(g:entity_get(hero, "land")), "b"),
     "a Lua predicate ran inside a rule")
  -- Surge twice: up to level 1 right of the Mudcrabs, then past the top to
  -- the left of them; 21 - 10 health is Wounded.
  eq(play(g, {2, 2}), "done")
  eq(g:track_value(health), 11)
  ok(g:entity_has_tag(hero, "wounded"), "the rule read the crossing")
  eq(g:initiative_at(init, 1), hero, "the second surge put the hero first")
  local r = g:result()
  eq(r.reason, "wounded", "the track's level name")
  eq(r.winners[1], 0, "first and not Critical: a win")
  eq(r.scores[0], 11)
end)

test("one surge is not enough", function()
  local g = skirmish(2)
  eq(play(g, {2, 1}), "done")
  local r = g:result()
  eq(r.reason, "healthy", "16 health")
  eq(#r.winners, 0, "the Mudcrabs act first")
  ok(not g:entity_has_tag(g:entity_next(0, "hero"), "wounded"), "no crossing")
end)

test("same seed and answers, same hash", function()
  local a, b = skirmish(3), skirmish(3)
  play(a, {2, 1})
  play(b, {2, 1})
  eq(a:hash(), b:hash())
end)

test("a rule's argument error names the method, the field and the rule's line", function()
  local g = new_game("bindtest2/broken", 1, {roots = {fixtures}})
  local err = fails(function() g:run() end, "bad argument #1 to 'track_new' (field 'max': integer expected, got string)")
  ok(tostring(err):find("rules.lua:", 1, true), "the rule's file: " .. tostring(err))
end)
