-- A turn: Lights! (Signature Moves), Camera! (Take a Step or Sprint, items
-- picked up on the way), Action!; Line of Sight and Reach.
local H = dofile(ROOT .. "/test/rules/dragon-tides/helpers.lua")
local F, S, B, X = H.FIST, H.SHIELD, H.BOTH, H.BLANK

local function count(g, pattern)
  local n = 0
  for _, o in ipairs(H.options(g)) do if o:find(pattern) then n = n + 1 end end
  return n
end

test("Lights: the first turn sets one of six moves; face-up-only moves have no face-down option", function()
  local g = H.dojo({"bruce-lee", "goliath"}, {"F3", "I7"})
  eq(select(2, H.prompt(g)), "lights")
  eq(count(g, "^Keep"), 0, "nothing to keep on the first turn")
  eq(count(g, " face up$"), 6, "all six moves")
  ok(not H.has(g, "Jeet Kune Do face down"), "Jeet Kune Do must be placed face up")
end)

test("Lights: a face-down move may be kept, a face-up one must be changed", function()
  local g = H.dojo({"bruce-lee", "goliath"}, {"F3", "I7"})
  local bruce = H.fighter(g, "bruce-lee")
  H.quiet_turn(g, "Flow Like Water")
  H.quiet_turn(g, "Headbutt")
  -- Round 2: Flow Like Water still face down.
  ok(H.has(g, "Keep Flow Like Water face down"), "may keep")
  ok(H.has(g, "Dragon Kick face down"), "may change")
  ok(not H.has(g, "Flow Like Water face up"), "the set move is not in hand")
  H.answer(g, "Keep Flow Like Water face down")
  -- Reveal it at Camera: Move +2.
  ok(H.has(g, "Reveal Flow Like Water"), "revealed at its timing")
  ok(not H.has(g, "Sprint to F9"), "F3 to F9 is six spaces: beyond Move 5")
  H.answer(g, "Reveal Flow Like Water")
  ok(H.has(g, "Sprint to F9"), "Move 7 now")
  H.answer(g, "Stand your ground")
  H.answer(g, "Pass")
  H.quiet_turn(g, "Body Slam")
  -- Round 3: the face-up move must go back to the hand.
  eq(count(g, "^Keep"), 0, "a face-up move cannot be kept")
  ok(H.has(g, "Flow Like Water face down") == false, "nor set again at once")
  H.lights(g, "Dragon Kick")
  local hand = g:zone_find("hand." .. bruce)
  local names = {}
  for _, m in ipairs(g:zone_list(hand)) do names[#names + 1] = g:entity_get(m, "name") end
  ok(table.concat(names, ","):find("flow%-like%-water"), "Flow Like Water is back in hand")
end)

test("a face-down move is hidden from opponents until revealed", function()
  local g = H.dojo({"bruce-lee", "goliath"}, {"F3", "G3"})
  local bruce = H.fighter(g, "bruce-lee")
  H.lights(g, "One-Inch Punch")
  local z = g:zone_find("sig." .. bruce)
  local m = g:zone_at(z, 1)
  eq(g:view_can_see(m, 1), false, "Goliath's player cannot see it")
  eq(g:view_can_see(m, 0), true, "Bruce's player can")
  eq(g:view_zone_level(g:zone_find("hand." .. bruce), 1), "size", "nor Bruce's hand")
  H.answer(g, "Stand your ground")
  H.answer(g, "Attack Goliath")
  H.answer(g, "Reveal One-Inch Punch")
  eq(g:view_can_see(m, 1), true, "revealed: everyone sees it")
  -- One-Inch Punch: +2 dice when you Strike.
  local since = g:event_end()
  H.dice(g, {X, X, X, X, X, X, X, X, X, X, X, X})
  H.showdown(g, {[0] = "Strike", [1] = "Strike"})
  eq(H.rolls(g, since)[1].n, 5 + 1 + 2, "Strike 5, step 1, One-Inch Punch 2")
end)

test("Take a Step: to a free adjacent space, not onto a character, an obstacle, or across a wall", function()
  local g = H.dojo({"bruce-lee", "goliath"}, {"D4", "D3"})
  H.lights(g, "Flow Like Water")
  ok(not H.has(g, "Step to D3"), "Goliath stands there")
  ok(not H.has(g, "Step to E4"), "an obstacle (training dummy)")
  ok(H.has(g, "Step to E5"), "diagonally")
  ok(H.has(g, "Stand your ground (+1 die)"))
  -- The storeroom wall: from B6 no step to B7 (a locked door) or A7 (wall).
  local g2 = H.dojo({"bruce-lee", "goliath"}, {"B6", "I7"})
  H.lights(g2, "Flow Like Water")
  ok(not H.has(g2, "Step to B7"), "a locked door between")
  ok(not H.has(g2, "Step to A7"), "a wall between")
  ok(not H.has(g2, "Sprint to B8"), "no way into the locked storeroom")
end)

test("Sprint: up to Move, over obstacles without ending on them, never through enemies", function()
  -- Goliath (Move 2) on D1; watching students (a Crowd) on F1 and G1.
  local g = H.dojo({"goliath", "bruce-lee"}, {"D1", "C2"})
  H.lights(g, "Headbutt")
  ok(H.has(g, "Sprint to F2"), "two spaces")
  ok(not H.has(g, "Sprint to G2"), "three spaces")
  ok(H.has(g, "Sprint to E1"), "E1 is free")
  ok(not H.has(g, "Sprint to F1"), "a Crowd stands there")
  -- Bruce (an enemy) on C2 blocks: B2 is two spaces round him.
  ok(H.has(g, "Sprint to B1"), "around the enemy")
  ok(not H.has(g, "Sprint to C2"), "not onto the enemy")
  -- Over the training dummy: Goliath from D4 reaches F4 crossing E4.
  local g2 = H.dojo({"goliath", "bruce-lee"}, {"D4", "L9"})
  H.lights(g2, "Headbutt")
  ok(not H.has(g2, "Sprint to E4"), "cannot end on the obstacle")
  ok(H.has(g2, "Sprint to F4"), "may cross it")
end)

test("Sprint: enemies block the way", function()
  -- The changing room's door K3/K4, opened: Goliath on K4 in front of it
  -- blocks the only way in.
  local g = H.dojo({"bruce-lee", "goliath"}, {"J5", "K4"})
  local door = g:entity_next(0, "dt.door")
  g:entity_set(door, "state", "open")
  g:grid_set_edge(H.grid(g), 10, 2, "s", "open")
  H.lights(g, "Flow Like Water")
  ok(not H.has(g, "Sprint to K3"), "Goliath stands in the doorway")
  ok(not H.has(g, "Sprint to K2"), "nor beyond")
  local g2 = H.dojo({"bruce-lee", "goliath"}, {"J5", "L9"})
  local door2 = g2:entity_next(0, "dt.door")
  g2:entity_set(door2, "state", "open")
  g2:grid_set_edge(H.grid(g2), 10, 2, "s", "open")
  H.lights(g2, "Flow Like Water")
  ok(H.has(g2, "Sprint to K3"), "through the open door")
  ok(H.has(g2, "Sprint to K1"), "and on into the room")
end)

test("items are picked up while moving, one at a time", function()
  -- "To pick up an item, simply pass through or end your movement in its space."
  local g = H.dojo({"bruce-lee", "goliath"}, {"C3", "L9"})
  local bruce = H.fighter(g, "bruce-lee")
  H.lights(g, "Flow Like Water")
  H.answer(g, "Sprint to E1")
  -- The path C3 -> D2 -> E1 crosses the Billy Club on D2.
  eq(select(2, H.prompt(g)), "pickup")
  H.answer(g, "Pick up the Billy Club at D2")
  local i = g:entity_get(bruce, "item")
  eq(g:entity_get(i, "name"), "billy-club")
  eq(g:grid_locate(H.grid(g), i), nil, "off the board")
end)

test("Line of Sight: walls and Crowds block attacks; Reach counts spaces", function()
  -- Bruce on I2 inside the hall, Goliath on J2 behind the changing room wall.
  local g = H.dojo({"bruce-lee", "goliath"}, {"I2", "J2"})
  H.lights(g, "Flow Like Water")
  H.answer(g, "Stand your ground")
  ok(not H.has(g, "Attack Goliath"), "the wall between blocks Line of Sight")
  -- Crowds on F1 and G1 stand between E1 and H1.
  local g2 = H.dojo({"bruce-lee", "goliath"}, {"E1", "H1"})
  H.give(g2, H.fighter(g2, "bruce-lee"), "pistol")
  H.lights(g2, "Flow Like Water")
  H.answer(g2, "Stand your ground")
  ok(not H.has(g2, "Attack Goliath"), "the Crowds on F1 and G1 block the line")
  local g3 = H.dojo({"bruce-lee", "goliath"}, {"E2", "H2"})
  H.give(g3, H.fighter(g3, "bruce-lee"), "pistol")
  H.lights(g3, "Flow Like Water")
  H.answer(g3, "Stand your ground")
  ok(H.has(g3, "Attack Goliath"), "Reach 5, clear line")
end)

test("Line of Sight: what a scene adds blocks it there and only there", function()
  -- "Some scripts may specify other things that block Line of Sight for
  -- that scene." The Penthouse: cubicle partitions (obstacles) do.
  local g = H.movie("penthouse", {"bruce-lee", "goliath", "ivan-castle"})
  local bruce, goliath = H.fighter(g, "bruce-lee"), H.fighter(g, "goliath")
  H.put(g, bruce, "A2")
  H.put(g, goliath, "D2")
  H.give(g, bruce, "pistol")
  H.lights(g, "Dragon Kick")
  H.answer(g, "Stand your ground")
  ok(not H.has(g, "Attack Goliath"), "the cubicles on B2 and C2 block the line")
  H.answer(g, "Pass")
  -- The Dojo's training dummies (E7, F7) do not.
  local g2 = H.dojo({"bruce-lee", "goliath"}, {"D7", "G7"})
  H.give(g2, H.fighter(g2, "bruce-lee"), "pistol")
  H.lights(g2, "Flow Like Water")
  H.answer(g2, "Stand your ground")
  ok(H.has(g2, "Attack Goliath"), "obstacles do not block sight by the rulebook")
  -- The Night Market's street vendor (a Cameo on F4) does.
  local g3 = H.movie("night-market", {"bruce-lee", "goliath", "ivan-castle"})
  local b3 = H.fighter(g3, "bruce-lee")
  H.put(g3, b3, "D4")
  H.put(g3, H.fighter(g3, "ivan-castle"), "H4")
  H.give(g3, b3, "pistol")
  H.lights(g3, "Dragon Kick")
  H.answer(g3, "Stand your ground")
  ok(not H.has(g3, "Attack Ivan Castle"), "the vendor stands in the line")
end)

test("Line of Sight: a closed door blocks it, an open one does not", function()
  -- "If the line does cross any walls, closed doors, or Crowds, Line of
  -- Sight is blocked". Bruce on K4, Goliath on K3 behind the changing room
  -- door.
  local g = H.dojo({"bruce-lee", "goliath"}, {"K4", "K3"})
  H.lights(g, "Flow Like Water")
  H.answer(g, "Stand your ground")
  ok(not H.has(g, "Attack Goliath"), "next to him, but the door is shut")
  H.answer(g, "Open the door K3/K4")
  H.quiet_turn(g, "Headbutt")
  H.answer(g, "Keep Flow Like Water face down")
  H.answer(g, "Stand your ground")
  ok(H.has(g, "Attack Goliath"), "the door is open")
end)
