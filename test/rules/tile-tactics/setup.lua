-- Team building ("Make your team unique": a points budget, designed),
-- deployment on the starting tiles, pets, scenarios and replays.
local T = dofile(ROOT .. "/test/fixtures/tile-tactics/helpers.lua")

local function index(options, label)
  for i, o in ipairs(options) do if o == label then return i end end
  error("no option " .. label .. " in " .. table.concat(options, " | "))
end

test("recruiting: secret and simultaneous, within the budget; then deployment", function()
  local g = new_game("tile-tactics/skirmish", 2, {roots = {T.FIXTURES}, options = {map = "test-flat", budget = 7, first = 0}})
  eq(g:run(), "decision")
  local d = g:decision()
  eq(d.kind, "recruit")
  eq(#d.players, 2, "both at once")
  ok(not pcall(index, d.options, "done"), "a team has one unit at least")
  ok(pcall(index, d.options, "recruit Dragon (7 of 7 points)"), "the Dragon costs 7")
  g:answer_as(0, index(d.options, "recruit Samurai (4 of 7 points)"))
  g:answer_as(1, index(d.options, "recruit Dragon (7 of 7 points)"))
  eq(g:run(), "decision")
  eq(g:zone_size(g:zone_find("recruits.0")), 1)
  local _, owner, vis = g:zone_info(g:zone_find("recruits.0"))
  eq(vis, "owner", "recruits stay secret until deployed")
  eq(owner, 0)
  -- Player 0 has 3 points: only the 3-point units, or done; player 1 has none.
  local d2 = g:decision()
  eq(d2.players[1], 0)
  -- options_for: what player 0 sees first
  eq(table.concat(d2.options, " | "), "recruit Bard (3 of 3 points) | recruit Monk (3 of 3 points) | done")
  g:answer_as(0, 3)
  g:answer_as(1, 1) -- "done" is all player 1 has
  eq(g:run(), "decision")
  d = g:decision()
  eq(d.kind, "deploy")
  eq(d.players[1], 0)
  eq(table.concat(d.options, " | "), "deploy Samurai at A1, height 0 | deploy Samurai at B1, height 0")
  g:answer(2)
  g:run()
  eq(g:decision().options[1], "deploy Dragon at G7, height 0")
  g:answer(1)
  eq(g:run(), "decision")
  eq(g:decision().kind, "activate", "round 1 begins")
  eq(T.at(g, T.unit(g, "Samurai", 0)), "B1")
end)

-- "Necromancer could instead be a Beastmaster with pets."
test("pets: a raised Skeleton joins the team and acts from the next round", function()
  local g = T.game("test-flat", "necromancer/0/C3,archer/1/G7")
  T.pick(g, "activate Necromancer C3")
  T.pick(g, "raise a Skeleton at C2")
  local sk = T.unit(g, "Skeleton", 0)
  eq(g:entity_get(sk, "pet_of"), T.unit(g, "Necromancer", 0))
  T.pick(g, "end the activation")
  eq(g:decision().players[1], 1, "the Skeleton does not act this round")
  T.pick(g, "activate Archer G7")
  T.pick(g, "end the activation")
  ok(T.has(g, "activate Skeleton C2"), "round 2: it may act")
end)

test("every scenario starts, and a game replays to the same hash", function()
  for _, id in ipairs{"skirmish", "royal-icon", "bomb", "hidden-items"} do
    local g = new_game("tile-tactics/" .. id, 2, {seed = 7})
    eq(g:run(), "decision", id)
  end
  local g = T.game("test-features", "wrestler/0/C2,samurai/1/D2,archer/1/G7")
  T.pick(g, "activate Wrestler C2")
  T.pick(g, "attack Samurai D2")
  local path = os.tmpname()
  g:write_replay(path)
  local again = require("tabula").new_game(1)
  again:add_root(ROOT)
  again:add_root(T.FIXTURES)
  again:replay(path, true)
  os.remove(path)
  eq(again:hash(), g:hash(), "the replay lands on the same state")
end)

-- Declared options (issue 22).
test("options: a misspelt option or a bad first= is refused before the game starts", function()
  fails(function() new_game("tile-tactics/skirmish", 2, {roots = {T.FIXTURES}, options = {budjet = 7}}) end,
        "scenario 'skirmish' has no option 'budjet' (its options: budget, first, items, map, units)")
  fails(function() new_game("tile-tactics/skirmish", 2, {roots = {T.FIXTURES}, options = {first = 2}}) end,
        "option first=2: one of random, 0, 1 is needed")
  fails(function() new_game("tile-tactics/skirmish", 2, {roots = {T.FIXTURES}, options = {budget = "lots"}}) end,
        "option budget=lots: an integer is needed")
end)
