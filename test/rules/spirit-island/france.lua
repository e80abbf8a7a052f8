-- The Kingdom of France (Plantation Colony): its Fear Card counts, loss
-- condition, Escalation and the cumulative effects of each level.
local H = dofile(ROOT .. "/test/rules/spirit-island/helpers.lua")

local function france(level, opts)
  opts = opts or {}
  local options = {adversary = "france", level = level}
  for k, v in pairs(opts.options or {}) do options[k] = v end
  return H.drill{players = opts.players, options = options, seed = opts.seed}
end

local function size(g, zone) return g:zone_size(g:zone_find(zone)) end

test("Fear Cards by level: 9 (3/3/3) to 14 (4/5/5)", function()
  local want = {[0] = {3, 3, 3}, {3, 3, 3}, {3, 4, 3}, {4, 4, 3}, {4, 4, 4}, {4, 5, 4}, {4, 5, 5}}
  for level = 0, 6 do
    local g = france(level)
    local w = want[level]
    eq(size(g, "fear.deck"), w[1] + w[2] + w[3], "level " .. level)
    eq(H.get(g, "fear.n2"), w[2], "level " .. level .. " Terror Level II cards")
  end
end)

test("Sprawling Plantations: Invaders win when a Town cannot be placed (7 per player)", function()
  local g = france(0)
  H.put(g, "A4", "town", 6)
  H.put(g, "A5", "explorer")
  H.run(g, "build A5")
  eq(H.n(g, "A5", "town"), 1, "the 7th Town")
  H.put(g, "A6", "explorer")
  eq(H.run(g, "build A6"), "done", "no 8th Town to place")
  eq(g:result().reason, "sprawling plantations")
  eq(#g:result().winners, 0)
end)

test("Demand for New Cash Crops: after Exploring on a Stage II card, Blight or a Town", function()
  local g = france(0)
  for _ = 1, 3 do g:entity_free(g:zone_at(g:zone_find("invader.deck"), 1)) end
  H.put(g, "A1", "city")
  -- The top card is Stage II now; find a Mountain escalation card and put it on top.
  local deck = g:zone_find("invader.deck")
  local found
  for _, c in ipairs(g:zone_list(deck)) do
    if g:entity_get(c, "esc") then found = c break end
  end
  ok(found, "a Stage II card with Escalation")
  g:zone_insert(deck, found, 1)
  local terrain = g:entity_get(found, "t1")
  -- Clear the Ravage/Build spaces and run the Invader Phase's Explore.
  H.answer(g, "invader phase")
  while g:run() == "decision" and g:decision().kind ~= "drill" do
    local d = g:decision()
    local pick = 1
    for i, o in ipairs(d.options) do
      if o:find("A1", 1, true) then pick = i end
    end
    g:answer(pick)
  end
  local blighted, towns = 0, 0
  local l = g:entity_next(0, "land")
  while l do
    if g:entity_get(l, "region.terrain") == terrain then
      blighted = blighted + (g:entity_get(l, "blight") or 0)
      towns = towns + H.n(g, g:entity_get(l, "region.name"), "town")
    end
    l = g:entity_next(l, "land")
  end
  ok(blighted + towns >= 1, "a " .. terrain .. " got Blight or a Town")
end)

test("level 1, Frontier Explorers: a successful Explore into a land without Town or City adds another", function()
  local g = france(1)
  H.set(g, "setup_done", true)
  H.run(g, "explore A1")
  eq(H.n(g, "A1", "explorer"), 2)
  H.put(g, "A2", "town")
  H.run(g, "explore A2")
  eq(H.n(g, "A2", "explorer"), 1, "A2 has a Town")
  H.setcount(g, "A3", "wilds", 1)
  H.run(g, "explore A3")
  eq(H.n(g, "A3", "explorer"), 0, "stopped by Wilds: not successful")
end)

test("level 2, Slave Labor: the Slave Rebellion under the top 3 Events; Builds turn Explorers into Towns", function()
  local g = france(2)
  local deck = g:zone_list(g:zone_find("event.deck"))
  eq(g:entity_get(deck[4], "name"), "slave-rebellion")
  H.put(g, "A5", "explorer", 3)
  H.run(g, "build A5")
  -- The Build adds a Town; then all but 1 Explorer become Towns.
  eq(H.n(g, "A5", "explorer"), 1)
  eq(H.n(g, "A5", "town"), 3)
end)

test("the Slave Rebellion in Stage I: Small Uprising, another Event, and back under the top 3", function()
  local g = france(2)
  H.put(g, "A5", "town")
  H.put(g, "A5", "dahan", 2)
  local before = size(g, "event.discard")
  H.answer(g, "event slave-rebellion")
  while g:run() == "decision" and g:decision().kind ~= "drill" do g:answer(1) end
  -- Small Uprising put Strife on the Town; Aid the Uprising: 2 Damage per
  -- 2 Dahan destroys it and adds a Dahan.
  eq(H.n(g, "A5", "town"), 0)
  eq(H.n(g, "A5", "dahan"), 3)
  ok(size(g, "event.discard") >= before + 1, "another Event was drawn")
end)

test("level 3, Early Plantations: a Town in the highest-numbered land without one, and in land 1", function()
  local g = france(3, {options = {setup = "on"}})
  -- Board A (designed) has Towns in 6 and 8: the highest without is 7.
  eq(H.n(g, "A7", "town"), 1)
  eq(H.n(g, "A1", "town"), 1)
end)

test("level 4, Triangle Trade: a Coastal City built adds a Town next door", function()
  local g = france(4)
  H.put(g, "A1", "town")
  H.put(g, "A4", "town", 2)
  H.put(g, "A5", "town")
  H.run(g, "build A1")
  eq(H.n(g, "A1", "city"), 1)
  -- A1 touches A2 (0 Towns), A4 (2), A5 (1): A2.
  eq(H.n(g, "A2", "town"), 1)
end)

test("level 5, Slow-healing Ecosystem: removed Blight waits for 3 per player", function()
  local g = france(5)
  H.setcount(g, "A4", "blight", 3)
  H.setcount(g, "A7", "blight", 1)
  H.put(g, "A4", "dahan", 1)
  local card = H.get(g, "blight")
  H.answer(g, "power 0 reclaim-the-soil")
  H.answer(g, "A4")
  eq(H.get(g, "blight"), card, "not back on the Blight Card")
  eq(H.get(g, "france.healing"), 1)
  H.answer(g, "power 0 reclaim-the-soil")
  H.answer(g, "A4")
  H.answer(g, "power 0 reclaim-the-soil")
  H.answer(g, "A4")
  eq(H.get(g, "blight"), card + 3, "all 3 go back at once")
  eq(H.get(g, "france.healing"), 0)
end)

test("level 6, Persistent Explorers: Fear Cards never remove Explorers (they may Push instead)", function()
  local g = france(6)
  H.put(g, "A5", "explorer")
  H.run(g, "fear card hollow-eyed-settlers")
  eq(g:decision().kind, "push_to", "the Explorer is Pushed instead")
  H.answer(g, "A4")
  eq(H.n(g, "A5", "explorer"), 0, "pushed away, not removed")
  local total = 0
  for n = 1, 8 do total = total + H.n(g, "A" .. n, "explorer") end
  eq(total, 1, "still on the island")
end)

test("Thematic Rebellion: the Slave Rebellion among the top 3 cards, then the bottom two on top", function()
  local g = france(2, {options = {rebellion = "thematic"}, seed = 5})
  local deck = g:zone_list(g:zone_find("event.deck"))
  local at
  for i, c in ipairs(deck) do
    if g:entity_get(c, "name") == "slave-rebellion" then at = i end
  end
  ok(at and at >= 3 and at <= 5, "under the two cards moved from the bottom: " .. tostring(at))
  eq(#deck, 19, "the 18 events of the box and Slave Rebellion")
end)
