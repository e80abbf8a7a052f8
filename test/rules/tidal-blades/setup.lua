-- Setup: enemies by player count, health tracks, enemy decks, the reward
-- bag, the Initiative track, and each hero's board, grid, deck and hand.
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

local function count(list)
  local n = 0
  for _ in pairs(list) do n = n + 1 end
  return n
end

local function on_map(g, id)
  local n, mutants = 0, 0
  for _, e in pairs(H.enemies(g, id)) do
    if g:entity_get(e, "on") then
      n = n + 1
      if g:entity_get(e, "mutant") then mutants = mutants + 1 end
    end
  end
  return n, mutants
end

test("Eko's trait setup", function()
  -- "Eko has 2 max Spirit and 1 starting Spirit (half of her max rounded
  -- down) ... She repeats this for Focus, but has 3 max Focus ... She has 7
  -- Resilience, so she places one blocker in the 8th space of each level of
  -- the health track. She places her health tracker in the 7th space of the
  -- top health track." "Eko has 3 Synergy, and starts with the Quantum Blade
  -- upgrade, in addition to the two abilities on her board."
  local g = H.game("first-fight", {"eko", "axl"})
  local eko = H.hero(g, "eko")
  eq(g:entity_get(eko, "spirit_max"), 2)
  eq(g:entity_get(eko, "spirit"), 1, "half of 2")
  eq(g:entity_get(eko, "focus_max"), 3)
  eq(g:entity_get(eko, "focus"), 1, "half of 3, rounded down")
  eq(g:entity_get(eko, "res"), 7, "7 spaces a level")
  local hp = g:entity_get(eko, "health")
  eq(g:track_value(hp), 21, "the 7th space of the top level: 2 levels of 7 below it")
  local _, name = g:track_level(hp)
  eq(name, "healthy", "the top level")
  local q = g:entity_get_array(eko, "quantum")
  eq(table.concat(q, ","), "reroll,energy_boost,quantum_blade", "two abilities and the Quantum Blade")
  local axl = H.hero(g, "axl")
  eq(g:entity_get_array(axl, "quantum")[3], "vitality_booster", "Axl's Vitality Booster")
end)

test("each hero: 6 shells uncharged, the Power card in the centre, 12 cards, a hand of 4", function()
  local g = H.game("first-fight", {"axl", "eko"})
  for _, id in ipairs{"axl", "eko"} do
    local h = H.hero(g, id)
    eq(g:entity_get(h, "sh.u"), 6, "Uncharged")
    eq(g:entity_get(h, "sh.s"), 0, "Shield")
    eq(g:entity_get(h, "sh.q"), 0, "Reservoir")
    local centre = g:entity_get(h, "slot.5")
    ok(centre, "a card in the centre")
    local def = g:entity_get(centre, "name")
    ok(def:find(id .. "/", 1, true) == 1, "the hero's own card")
    for i = 1, 9 do
      if i ~= 5 then eq(g:entity_get(h, "slot." .. i), nil, "space " .. i .. " empty") end
    end
    eq(g:zone_size(g:zone_find("hand." .. h)), 4, "hand size 4")
    eq(g:zone_size(g:zone_find("draw." .. h)), 8, "the other 8 in the deck")
  end
end)

test("enemies by player count: plain, 3+, and Mutant at 4", function()
  -- First Fight: A plain Coralbugs (2), M plain Mudcrabs (2), B a Coralbug
  -- and N a Mudcrab "that appears with 3+ players and becomes a Mutant with
  -- 4 players", C a Mudcrab with 4 players.
  local g2 = H.game("first-fight", {"axl", "eko"})
  eq(on_map(g2, "coralbug"), 2, "2 heroes: 2 Coralbugs")
  eq(on_map(g2, "mudcrab"), 2, "2 heroes: 2 Mudcrabs")
  local g3 = H.game("first-fight", {"axl", "eko", "dust"})
  eq(on_map(g3, "coralbug"), 3, "3 heroes: the 3+ Coralbug too")
  local n, mutants = on_map(g3, "mudcrab")
  eq(n, 3, "3 heroes: the Mudcrab of the '4' spot appears")
  eq(mutants, 0, "but is no Mutant")
  local g4 = H.game("first-fight", {"axl", "eko", "dust", "caiman"})
  n, mutants = on_map(g4, "mudcrab")
  eq(n, 4, "the '4' Mudcrab too")
  eq(mutants, 1, "with 4 heroes the Mudcrab of the '4' spot is a Mutant")
  n, mutants = on_map(g4, "coralbug")
  eq(n, 3)
  eq(mutants, 1, "and so is the Coralbug of the '3+ / 4' spot")
  for _, e in pairs(H.enemies(g4, "mudcrab")) do
    -- The Mudcrab guide (designed): 8 health, 12 for a Mutant.
    local want = g4:entity_get(e, "mutant") and 12 or 8
    eq(H.health(g4, e), want, "Mutants start with greater health")
  end
end)

test("figure numbers are dealt to the starting spots at random", function()
  local seen = {}
  for seed = 1, 12 do
    local g = H.game("first-fight", {"axl", "eko"}, {seed = seed})
    local bugs = H.enemies(g, "coralbug")
    eq(count(bugs), 2, "two Coralbugs numbered 1 and 2")
    seen[H.where(g, bugs[1])] = true
  end
  eq(count(seen), 2, "Coralbug 1 starts on either spot")
end)

test("enemy decks: 6 cards shuffled face down, a discard pile beside", function()
  local g = H.game("first-fight", {"axl", "eko"})
  local grp = H.group(g, "coralbug")
  local draw = g:zone_find("edraw." .. grp)
  eq(g:zone_size(draw), 6)
  local _, _, vis = g:zone_info(draw)
  eq(vis, "nobody", "face down")
  eq(g:zone_size(g:zone_find("ediscard." .. grp)), 0)
  local orders = {}
  for seed = 1, 10 do
    local gg = H.game("first-fight", {"axl", "eko"}, {seed = seed})
    local d = gg:zone_find("edraw." .. H.group(gg, "coralbug"))
    local idx = {}
    for i, c in ipairs(gg:zone_list(d)) do idx[i] = gg:entity_get(c, "index") end
    orders[table.concat(idx)] = true
  end
  ok(count(orders) > 5, "shuffled")
end)

test("the reward bag holds 4 Fruit, 4 Spirit, 4 Focus, 3 Double Spirit, 3 Double Focus", function()
  local g = H.game("first-fight", {"axl", "eko"})
  local bag = H.record.get(g, "bag")
  eq(g:bag_size(bag), 18)
  local by = {}
  for _, t in ipairs(g:zone_list(g:zone_find("rewards"))) do
    local k = g:entity_get(t, "type")
    by[k] = (by[k] or 0) + 1
  end
  eq(by.fruit, 4)
  eq(by.spirit, 4)
  eq(by.focus, 4)
  eq(by.double_spirit, 3)
  eq(by.double_focus, 3)
end)

test("the Initiative track: heroes at their level, '+' leftmost, enemies to their right", function()
  -- Axl and Dust (+) start on level 2, Eko and Caiman on level 3; Mudcrabs
  -- start on level 2 and Coralbugs on level 3 (designed sheets and guides).
  local g = H.game("first-fight", {"axl", "eko", "dust", "caiman"})
  local t = H.track(g)
  eq(table.concat(t[1], ","), "")
  eq(table.concat(t[2], ","), "Dust,Axl,Mudcrabs", "Dust's + puts her left of Axl")
  eq(table.concat(t[3], ","), "Eko,Caiman,Coralbugs")
end)

test("enemies starting on the same Initiative are placed in random order", function()
  -- Seahounds and Coralbugs both start on level 3 in the arena.
  local seen = {}
  for seed = 1, 16 do
    local g = H.game("arena", {"axl"}, {seed = seed})
    local t = H.track(g)
    seen[table.concat(t[3], ",")] = true
  end
  ok(seen["Coralbugs,Seahounds"] and seen["Seahounds,Coralbugs"], "both orders come up")
end)

test("heroes take the starting hexes from the lowest number", function()
  local g = H.game("first-fight", {"axl", "eko", "dust"})
  eq(H.where(g, H.hero(g, "axl")), "B3", "hex 1")
  eq(H.where(g, H.hero(g, "eko")), "B5", "hex 2")
  eq(H.where(g, H.hero(g, "dust")), "C6", "hex 3")
end)

test("one player plays Axl and Eko two-handed", function()
  local g = new_game("tidal-blades/first-fight", 1, {seed = 3})
  eq(g:run(), "decision")
  eq(g:entity_get(H.hero(g, "axl"), "player"), 0)
  eq(g:entity_get(H.hero(g, "eko"), "player"), 0)
  eq(on_map(g, "coralbug"), 2, "enemies for two heroes")
end)
