-- Spawning, the figure limit, Narrative tokens and enemy groups added in
-- the middle of a round.
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

local function nest(opts)
  opts = opts or {}
  local g = H.game("nest", opts.heroes or {"axl"})
  H.keep(g, opts.keep or {["test-spawner"] = {1}, coralbug = {1}})
  local axl = H.hero(g, "axl")
  H.put(g, axl, opts.at or "A1")
  H.hand(g, axl, {"axl/quick-step"})
  if opts.setup then opts.setup(g, axl) end
  H.select(g, {"Quick Step"})
  return g, axl
end

test("Spawn: a new figure on the Spawn token at the end of the group's turn", function()
  -- "SPAWN: At the end of the enemy group's turn, place a new enemy onto the
  -- indicated spawn token ... Enemies do not act the turn they spawn."
  local g = nest()
  H.pass(g)
  local spawner = H.group(g, "test-spawner")
  local figs = {}
  local e = g:entity_next(0, "tb.enemy")
  while e do
    if g:entity_get(e, "group") == spawner and g:entity_get(e, "on") then figs[#figs + 1] = e end
    e = g:entity_next(e, "tb.enemy")
  end
  eq(#figs, 2, "one more Spawner")
  local new = figs[2]
  eq(H.where(g, new), "H3", "on the Spawn token")
  eq(g:entity_get(new, "num"), 2, "the lowest free number")
  ok(not H.log(g):find("Spawner 2 attacks"), "it does not act this round")
end)

test("Spawn onto an occupied token: the first open hex clockwise from north", function()
  -- "If a figure would be added into a hex where there is already a figure,
  -- place it into the first open adjacent hex clockwise from north."
  local g = nest{keep = {["test-spawner"] = {1}, coralbug = {1}}, setup = function(g)
    H.put(g, H.enemies(g, "test-spawner")[1], "H3") -- Move 0: it stays there
  end}
  H.pass(g)
  local spawned = H.enemies(g, "test-spawner")[2]
  local token = H.hex(g, "H3")
  local first
  for _, h in ipairs(g:hex_ring(token, 1, H.map(g))) do
    if g:hex_on_map(H.map(g), h) and not first then first = h end
  end
  eq(H.where(g, spawned), H.name(g, first), "north-east first, on the map")
end)

test("the figure limit: no spawn when every figure is in use", function()
  -- "Ignore if all enemy figures of that type are in use." The Spawners
  -- have two figures.
  local g = nest{keep = {["test-spawner"] = {1}, coralbug = {1}}}
  H.pass(g)
  eq(H.kind(g), "tb.card", "round 2")
  g:answer(1)
  -- Round 2: both Spawners are on the map, and Spawner 2 still acts.
  H.pass(g)
  local n = 0
  for _, e in pairs(H.enemies(g, "test-spawner")) do if g:entity_get(e, "on") then n = n + 1 end end
  eq(n, 2, "no third Spawner")
end)

test("a Narrative token runs the scenario's event when a hero enters its hex", function()
  -- The alarm brings a Coralbug; the Coralbugs, off the track, come back
  -- mid-round: "reveal its top action card and immediately apply its
  -- Initiative modifier".
  local g, axl = nest{at = "C3", keep = {["test-spawner"] = {1}}}
  local grp = H.group(g, "coralbug")
  local track = H.record.get(g, "init")
  for _, t in ipairs(g:initiative_order(track)) do ok(t ~= grp, "the Coralbugs are off the track") end
  H.answer(g, "Place Quick Step on the top left")
  H.answer(g, "Row")
  H.answer(g, "Activate Quick Step")
  H.answer(g, "Use Move 3")
  H.answer(g, "Move to E3") -- through D3 onto the token
  ok(H.log(g):find("reaches the narrative token alarm"), H.log(g))
  local bug = H.enemies(g, "coralbug")[1]
  ok(bug and g:entity_get(bug, "on"), "a Coralbug on the map")
  local on = false
  for _, t in ipairs(g:initiative_order(track)) do if t == grp then on = true end end
  ok(on, "the Coralbugs are back on the track")
  ok(g:entity_get(grp, "card"), "with a revealed card")
  ok(axl, "axl")
end)

test("The Den: sealing the den stops the spawns", function()
  local g = new_game("tidal-blades/the-den", 1, {seed = 4, options = {heroes = "axl,eko"}})
  eq(g:run(), "decision")
  local axl = H.hero(g, "axl")
  local map = H.map(g)
  local mouth
  local t = g:entity_next(0, "tb.mark")
  while t do
    if g:entity_get(t, "kind") == "narrative" then mouth = {q = g:entity_get(t, "q"), r = g:entity_get(t, "r")} end
    t = g:entity_next(t, "tb.mark")
  end
  ok(mouth, "a Narrative token")
  -- Axl, first on the track, stands next to the mouth.
  local next_to
  for _, h in ipairs(g:hex_ring(mouth, 1, map)) do
    if not next_to and g:hex_on_map(map, h) and g:hex_terrain_at(map, h) == "normal"
       and not g:hex_figure_at(map, h) then next_to = h end
  end
  H.put(g, axl, H.name(g, next_to))
  local track = H.record.get(g, "init")
  g:initiative_remove(track, axl)
  g:initiative_place(track, axl, 1, "left")
  g:answer(1) -- Axl's card (with seed 4 he still acts before anyone reaches the mouth)
  g:run()
  g:answer(1) -- Eko's
  while H.decision(g).prompt:match("^(%a+)") ~= "Axl" or H.kind(g) ~= "tb.place" do g:answer(1) end
  g:answer(1)
  H.answer(g, "Row")
  H.answer(g, "Spend 1 Spirit: Move 1")
  H.answer(g, "Move to " .. H.name(g, mouth))
  eq(H.record.get(g, "den_sealed"), true)
  t = g:entity_next(0, "tb.mark")
  while t do
    ok(g:entity_get(t, "kind") ~= "spawn", "no Spawn token left")
    t = g:entity_next(t, "tb.mark")
  end
end)

-- The Brooders (test/fixtures/cards/tidal-blades/nest.lua): two figures,
-- one on the map, each card spawning two.
local function brooders(top)
  local g = H.game("nest2", {"axl"})
  local axl = H.hero(g, "axl")
  H.put(g, axl, "B2")
  H.hand(g, axl, {"axl/quick-step"})
  H.set_track(g, {{axl, H.group(g, "test-spawner2")}})
  H.top(g, "test-spawner2", top)
  H.select(g, {"Quick Step"})
  H.pass(g)
  local second = H.enemies(g, "test-spawner2")[2]
  return g, second
end

test("too few figures: the spawn closest to a hero comes first", function()
  -- "If multiple enemies would be added, but there are not enough figures
  -- ... Start with the enemies that appear closest to any hero." Token a is
  -- listed first but b is next to Axl.
  local g, second = brooders(1)
  eq(H.where(g, second), "C2", "on token b")
  eq(g:entity_get(second, "mutant"), false)
end)

test("too few figures: a Mutant comes first, however far", function()
  -- "place any Mutants first."
  local g, second = brooders(4)
  eq(H.where(g, second), "I2", "on token a, far from Axl")
  eq(g:entity_get(second, "mutant"), true)
end)
