-- Enemy turns: the movement priorities (most targets, best Advantage, least
-- movement, fastest Initiative, clockwise from north), moving without an
-- attack, the Danger die, and each figure in health-tracker order.
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

-- Axial offsets from Eko's hex (q=2, r=4 on the arena, hex E5).
local function ax(g, dq, dr) return H.name(g, {q = 2 + dq, r = 4 + dr}) end

-- Eko and Caiman (Caiman faster) against three Coralbugs A, B and C on card
-- 1 (Move 2, Attack 3), the heroes' cards keeping them ahead of the bugs.
local function coralbug_example()
  local g = H.game("arena", {"eko", "caiman"})
  H.keep(g, {coralbug = {1, 2, 3}})
  local eko, caiman = H.hero(g, "eko"), H.hero(g, "caiman")
  local bugs = H.enemies(g, "coralbug")
  H.put(g, eko, ax(g, 0, 0))
  H.put(g, caiman, ax(g, 2, 0))
  H.put(g, bugs[3], ax(g, 1, 0))  -- C, between them
  H.put(g, bugs[1], ax(g, -3, 1)) -- A
  H.put(g, bugs[2], ax(g, 2, -3)) -- B
  H.set_track(g, {{caiman, eko, H.group(g, "coralbug")}})
  H.hand(g, eko, {"eko/shell-weave"})       -- Initiative 0
  H.hand(g, caiman, {"caiman/patience"})    -- Initiative 0
  H.top(g, "coralbug", 1)                   -- Initiative 0, Move 2, Attack 3
  H.select(g, {"Shell Weave", "Patience"})
  -- Both heroes pass their turns.
  H.pass(g)
  H.pass(g)
  return g, eko, caiman, bugs
end

test("the Coralbug example: Advantage, then Initiative, then staying put", function()
  -- "Coralbug A has two possible hexes that allow an attack. It chooses the
  -- one adjacent to Eko, because that one gives it Advantage. Coralbug B has
  -- three options, but none give Advantage, so it moves to attack Caiman,
  -- because he is faster on the Initiative track. Coralbug C stays in place,
  -- but has two possible targets. It also chooses to attack Eko, because it
  -- has Advantage on Eko, after Coralbug A moves."
  local g, eko, caiman, bugs = coralbug_example()
  -- The bugs' turn has run (blocks are not asked: no shells on the Shields).
  eq(H.where(g, bugs[1]), ax(g, -1, 0), "A: opposite C across Eko (flanking)")
  eq(H.where(g, bugs[2]), ax(g, 2, -1), "B: next to Caiman, the faster hero")
  eq(H.where(g, bugs[3]), ax(g, 1, 0), "C: stays")
  local lines = {}
  for line in H.log(g):gmatch("[^\n]+") do lines[#lines + 1] = line end
  local text = table.concat(lines, "\n")
  -- Three attacks; Eko took A's and C's, Caiman B's.
  local _, attacks = text:gsub("attacks", "")
  eq(attacks, 3, text)
  ok(H.health(g, eko) < 21 and H.health(g, caiman) < 24, "both heroes were hit")
end)

test("the Coralbug example: each target as the rules pick it", function()
  -- The same with every Danger die a blank and no Tides: each bug deals 3,
  -- so Eko loses 6 (A and C) and Caiman 3 (B).
  local g = H.game("arena", {"eko", "caiman"})
  H.keep(g, {coralbug = {1, 2, 3}})
  local eko, caiman = H.hero(g, "eko"), H.hero(g, "caiman")
  local bugs = H.enemies(g, "coralbug")
  H.put(g, eko, ax(g, 0, 0))
  H.put(g, caiman, ax(g, 2, 0))
  H.put(g, bugs[3], ax(g, 1, 0))
  H.put(g, bugs[1], ax(g, -3, 1))
  H.put(g, bugs[2], ax(g, 2, -3))
  H.set_track(g, {{caiman, eko, H.group(g, "coralbug")}})
  H.hand(g, eko, {"eko/shell-weave"})
  H.hand(g, caiman, {"caiman/patience"})
  H.top(g, "coralbug", 1)
  H.select(g, {"Shell Weave", "Patience"})
  H.pass(g)
  H.dice(g, {H.BLANK, H.BLANK, H.BLANK}, "danger")
  H.pass(g)
  eq(H.health(g, eko), 21 - 6, "A and C attack Eko")
  eq(H.health(g, caiman), 24 - 3, "B attacks Caiman")
end)

test("two equal hexes: the one closest to north in clockwise order", function()
  -- "Example: The Coralbug has a 2 (attack range) and has two options of
  -- hexes to move to attack Caiman. Since all other factors are equal it
  -- chooses hex B, the hex closest to North in clockwise order." The
  -- Coralbug stands 4 hexes north of Caiman; two hexes 2 from each are open
  -- (straight south of the bug, and south-south-east of it): clockwise from
  -- north, south-south-east comes first.
  local g = H.game("arena", {"caiman"})
  H.keep(g, {coralbug = {1}})
  local caiman = H.hero(g, "caiman")
  local bug = H.enemies(g, "coralbug")[1]
  local function at(dq, dr) return H.name(g, {q = 2 + dq, r = 5 + dr}) end
  H.put(g, caiman, at(0, 0))
  H.put(g, bug, at(1, -4))
  H.hand(g, caiman, {"caiman/patience"})
  H.top(g, "coralbug", 4) -- Initiative 0, Move 2, Attack 2 (range 2)
  H.set_track(g, {{caiman, H.group(g, "coralbug")}})
  H.select(g, {"Patience"})
  H.pass(g)
  eq(H.where(g, bug), at(1, -2), "hex B: south-south-east of the bug, 2 from Caiman")
end)

test("a ranged enemy prefers a hex without Disadvantage", function()
  -- "move away from a hero to make a ranged attack": from next to Caiman, a
  -- range-2 Coralbug steps back rather than shoot at Disadvantage.
  local g = H.game("arena", {"caiman"})
  H.keep(g, {coralbug = {1}})
  local caiman = H.hero(g, "caiman")
  local bug = H.enemies(g, "coralbug")[1]
  H.put(g, caiman, "D4")
  H.put(g, bug, "E4")
  H.hand(g, caiman, {"caiman/patience"})
  H.top(g, "coralbug", 4)
  H.set_track(g, {{caiman, H.group(g, "coralbug")}})
  H.select(g, {"Patience"})
  H.pass(g)
  local d = g:hex_distance(H.hex(g, H.where(g, bug)), H.hex(g, "D4"))
  eq(d, 2, "2 away: in range, not adjacent")
end)

test("with no attack possible, an enemy moves its full move along the shortest open path", function()
  -- "the enemy will move towards the closest target to which it has an open
  -- path, moving as many hexes as possible."
  local g = H.game("walls", {"axl"})
  local axl = H.hero(g, "axl")
  local bug = H.enemies(g, "coralbug")[1]
  H.put(g, axl, "B3")
  H.put(g, bug, "G2") -- the wall D2-D4 and the gap F3-F5 lie between
  H.hand(g, axl, {"axl/brace"})
  H.top(g, "coralbug", 3) -- Initiative -1, Move 3, Attack 2
  H.select(g, {"Brace"})
  g:answer(1)
  H.answer(g, "Row")
  local before = H.hex(g, H.where(g, bug))
  H.answer(g, "End the turn")
  local after = H.hex(g, H.where(g, bug))
  eq(g:hex_distance(before, after), 3, "three hexes moved")
  local path = g:hex_path(H.map(g), bug, H.hex(g, "C3"))
  ok(#path > 0, "still an open path")
  ok(H.where(g, bug) ~= "G2", "it moved")
end)

test("enemies take turns in health-tracker order", function()
  -- "the enemies take turns in order from the top to the bottom of the enemy
  -- health tracker (1-6)": Coralbug 2 stands nearer, yet Coralbug 1 moves
  -- first and takes the hex next to Axl that both want.
  local g = H.game("arena", {"axl"})
  H.keep(g, {coralbug = {1, 2}})
  local axl = H.hero(g, "axl")
  local bugs = H.enemies(g, "coralbug")
  H.put(g, axl, "B1")
  H.put(g, bugs[1], "D1")
  H.put(g, bugs[2], "D2")
  H.hand(g, axl, {"axl/brace"})
  H.top(g, "coralbug", 6) -- Move 1, Attack 4
  H.set_track(g, {{axl, H.group(g, "coralbug")}})
  H.select(g, {"Brace"})
  H.pass(g)
  local log = H.log(g)
  local first = log:find("Coralbug 1 ")
  local second = log:find("Coralbug 2 ")
  ok(first and second and first < second, log)
end)

test("the Danger die: hits add, misses subtract; Mutants roll the yellow die", function()
  -- "The Coralbug has a base attack strength of 3. They roll 1 hit on the
  -- Danger die giving them a total attack strength of 4."
  local g = H.game("arena", {"axl"})
  H.keep(g, {coralbug = {1, 2}})
  local axl = H.hero(g, "axl")
  local bugs = H.enemies(g, "coralbug")
  H.put(g, axl, "D4")
  H.put(g, bugs[1], "E4")
  H.put(g, bugs[2], "C4")
  g:entity_set(bugs[2], "mutant", true)
  H.hand(g, axl, {"axl/brace"})
  H.top(g, "coralbug", 1) -- Move 2, Attack 3
  H.set_track(g, {{axl, H.group(g, "coralbug")}})
  H.select(g, {"Brace"})
  g:answer(1)
  H.answer(g, "Row")
  local hp = H.health(g, axl)
  -- Coralbug 1: purple hit (+1) = 4. Coralbug 2, a Mutant: yellow face 5,
  -- two hits = 5. Flanking gives each Advantage, but no Tide shows.
  H.dice(g, {H.DHIT, 5}, "danger")
  H.answer(g, "End the turn")
  eq(hp - H.health(g, axl), 4 + 5, "3+1 and 3+2")
end)

test("Flight: over the gaps, ending on one when that is best", function()
  -- "FLIGHT: Enemies with Flight are able to move through and end their turn
  -- in gap hexes." A walking enemy would have no open path across the
  -- channel; the Gull flies over it to Axl.
  local g = H.game("channel", {"axl"})
  local axl = H.hero(g, "axl")
  local gull = H.enemies(g, "test-gull")[1]
  H.put(g, axl, "B2")
  H.put(g, gull, "F2")
  H.hand(g, axl, {"axl/brace"})
  H.select(g, {"Brace"})
  H.dice(g, {H.BLANK}, "danger")
  H.pass(g)
  eq(g:hex_distance(H.hex(g, H.where(g, gull)), H.hex(g, "B2")), 1, "next to Axl after crossing")
  ok(H.log(g):find("Gull 1 attacks"), H.log(g))
end)

test("a Gull defeated over a gap leaves its reward on the nearest open hex", function()
  local g = H.game("channel", {"eko"})
  local eko = H.hero(g, "eko")
  local gull = H.enemies(g, "test-gull")[1]
  H.put(g, eko, "C2")
  H.put(g, gull, "D2") -- a gap hex
  H.set_health(g, gull, 1)
  H.hand(g, eko, {"eko/arc-shot"})
  H.select(g, {"Arc Shot"})
  H.answer(g, "Place Arc Shot on the top left")
  H.answer(g, "Row")
  H.dice(g, {H.HIT, H.HIT, H.HIT})
  H.answer(g, "Activate Arc Shot")
  H.answer(g, "Use Attack 2")
  eq(g:run(), "done", "the only enemy is defeated")
  local t = g:zone_at(g:zone_find("map.tokens"), 1)
  local at = {q = g:entity_get(t, "q"), r = g:entity_get(t, "r")}
  eq(g:hex_terrain_at(H.map(g), at), "normal", "not on the gap")
  eq(g:hex_distance(at, H.hex(g, "D2")), 1, "next to it")
end)
