-- g:finish ends the step where it is called (issue 22), and the fields of
-- g:finish{}, g:choose{} and scenario{} are checked, a misspelling naming
-- the field and the known ones.
local fixtures = ROOT .. "/test/fixtures"

local function game(id) return new_game("finish/" .. id, 1, {roots = {fixtures}}) end

local function traced(g, what)
  local t = g:entity_next(0, "trace")
  return t ~= nil and g:entity_get(t, what) == true
end

test("finish ends the step: nothing after it runs", function()
  local g = game("plain")
  eq(g:run(), "done")
  eq(g:result().reason, "plain")
  ok(traced(g, "before"), "the step ran up to finish")
  ok(not traced(g, "after"), "and no further")
end)

test("finish inside pcall ends the step; pcall does not return", function()
  local g = game("in-pcall")
  eq(g:run(), "done")
  eq(g:result().reason, "in pcall")
  ok(not traced(g, "pcall returned") and not traced(g, "pcall failed"), "no code after the pcall")
end)

test("finish inside a content coroutine ends the whole step", function()
  local g = game("in-coroutine")
  eq(g:run(), "done")
  ok(not traced(g, "coroutine ran on"), "the coroutine stopped")
  ok(not traced(g, "step ran on"), "and the step around it")
end)

test("finish after a decision ends the step, and pushed steps do not run", function()
  local g = game("after-decision")
  eq(play(g, {1}), "done")
  eq(g:result().reason, "chose to end")
  ok(not traced(g, "went on"), "the rest of the step")
  ok(not traced(g, "never"), "the pushed step")
  -- The other answer runs on, to the later finish.
  local h = game("after-decision")
  eq(play(h, {2}), "done")
  eq(h:result().reason, "went on")
  ok(traced(h, "never") == false, "finish in the last step: the pushed step is not run either")
end)

test("the same answers give the same hash after an early finish", function()
  local a, b = game("after-decision"), game("after-decision")
  play(a, {1})
  play(b, {1})
  eq(a:hash(), b:hash())
end)

test("finish{winner = ...} is refused, naming the field", function()
  local g = game("winner")
  fails(function() g:run() end, "finish: unknown field 'winner' (the fields are winners, reason, scores)")
  eq(g:result(), nil, "the game did not end")
end)

test("choose{prompts = ...} is refused, naming the field", function()
  fails(function() game("prompts"):run() end, "choose: unknown field 'prompts' (the fields are player, players, prompt,")
end)

test("choose with a positional entry is refused", function()
  fails(function() game("positional"):run() end, "choose: a number key 1 where only named fields go")
end)

test("scenario{player = 2} is refused when started or listed; the game's own fields pass", function()
  local g = new_game("scenario-fields/good", 1, {roots = {fixtures}})
  eq(g:run(), "done")
  eq(g:result().reason, "small", "a field the game named in scenario_fields")
  fails(function() new_game("scenario-fields/typo", 1, {roots = {fixtures}}) end,
        "scenario 'typo': unknown field 'player' (the fields are id, name, description, players, "
        .. "start, options; the game's own: map")
end)

test("rules{ fields = ... }: a misspelt field of a named kind is refused, naming it", function()
  fails(function() new_game("definition-fields/only", 1, {roots = {fixtures}}) end,
        "card 'typo': unknown field 'cots' (the fields are id, name, cost: rules{ fields = {card = {...}} })")
end)

test("rules{} refuses a field of its own it does not know", function()
  fails(function() new_game("rules-typo/only", 1, {roots = {fixtures}}) end,
        "rules: unknown field 'scenario_feilds' (the fields are name, start, steps, render, scenario_fields, fields, pools)")
end)

test("rules{ pools = ... }: a face-down line's cards trade faces within their back, keeping their places", function()
  local g = new_game("pools/line", 1, {roots = {fixtures}})
  eq(g:run(), "decision")
  local function look()
    local out = {}
    for _, z in ipairs{g:zone_find("line"), g:zone_find("deck")} do
      for _, c in ipairs(g:zone_list(z)) do
        out[#out + 1] = {id = c, def = g:entity_get(c, "def"), back = g:entity_get(c, "back"),
                         sector = g:entity_get(c, "sector")}
      end
    end
    return out
  end
  local before, moved = look(), 0
  for seed = 1, 5 do
    g:determinize(0, seed)
    for i, now in ipairs(look()) do
      local was = before[i]
      eq(now.id, was.id, "every card keeps its place")
      eq(now.back, was.back)
      eq(now.sector, was.sector, "where a card lies is not its face")
      ok(tonumber(now.def:sub(2)) % 2 == (now.back == "skull" and 0 or 1), "a face stays with its back")
      if now.def ~= was.def then moved = moved + 1 end
    end
  end
  ok(moved > 0, "faces were dealt again")
end)

test("rules{ pools = ... } with a misspelt field is refused, naming it", function()
  fails(function() new_game("pools-typo/only", 1, {roots = {fixtures}}) end,
        "rules: pool 'raid': unknown field 'face' (the fields are faces, back)")
end)
