-- Interacting with objects: doors, locked doors knocked open against a
-- difficulty, barrels and Crowds moved; Reach and Line of Sight needed.
local H = dofile(ROOT .. "/test/rules/dragon-tides/helpers.lua")
local F, S, B, X = H.FIST, H.SHIELD, H.BOTH, H.BLANK

local function door_at(g, x, y, side)
  local d = g:entity_next(0, "dt.door")
  while d do
    if g:entity_get(d, "x") == x and g:entity_get(d, "y") == y and g:entity_get(d, "side") == side then return d end
    d = g:entity_next(d, "dt.door")
  end
end

test("a simple unlocked door opens with no roll, and then lets people through", function()
  local g = H.dojo({"bruce-lee", "goliath"}, {"K4", "L9"})
  H.lights(g, "Flow Like Water")
  ok(not H.has(g, "Sprint to K2"), "the closed door blocks")
  H.answer(g, "Stand your ground")
  H.answer(g, "Open the door K3/K4")
  eq(g:entity_get(door_at(g, 10, 2, "s"), "state"), "open")
  eq(g:grid_edge_at(H.grid(g), 10, 2, "s"), "open")
  H.quiet_turn(g, "Headbutt")
  H.lights(g, "Dragon Kick")
  ok(H.has(g, "Sprint to K2"), "open now")
end)

test("a locked typical door: Strike against 2D, more fists than its shields", function()
  -- The storeroom door B6/B7 is locked.
  local g = H.dojo({"bruce-lee", "goliath"}, {"B6", "L9"})
  H.lights(g, "Flow Like Water")
  H.answer(g, "Stand your ground")
  local d = door_at(g, 1, 5, "s")
  -- Bruce rolls Strike 5 + 1 step: 2 fists; the door's 2 dice: 2 shields.
  H.dice(g, {F, F, X, X, X, X, S, S})
  H.answer(g, "Knock open the door B6/B7 (Strike 2D)")
  eq(g:entity_get(d, "state"), "locked", "as many shields as fists: failed")
  H.quiet_turn(g, "Headbutt")
  H.lights(g, "Dragon Kick")
  H.answer(g, "Stand your ground")
  H.dice(g, {F, F, F, X, X, X, S, S})
  H.answer(g, "Knock open the door B6/B7 (Strike 2D)")
  eq(g:entity_get(d, "state"), "open", "3 fists against 2 shields")
end)

test("a barrel and a Crowd move one space into an empty space", function()
  local g = H.dojo({"bruce-lee", "goliath"}, {"K5", "A1"})
  H.lights(g, "Flow Like Water")
  H.answer(g, "Stand your ground")
  H.answer(g, "Move the barrel at L5")
  ok(not H.has(g, "To L6"), "the Crowd stands on L6")
  H.answer(g, "To L4")
  local on = g:grid_occupants(H.grid(g), 11, 3)
  eq(#on, 1, "something on L4")
  eq(g:entity_get(on[1], "type"), "barrel")
  H.quiet_turn(g, "Headbutt")
  H.lights(g, "Dragon Kick")
  H.answer(g, "Stand your ground")
  H.answer(g, "Move the Crowd at L6")
  H.answer(g, "To L5")
  eq(g:entity_get(g:grid_occupants(H.grid(g), 11, 4)[1], "type"), "crowd")
end)

test("interacting needs Reach and Line of Sight", function()
  local g = H.dojo({"bruce-lee", "goliath"}, {"K6", "A1"})
  H.lights(g, "Flow Like Water")
  H.answer(g, "Stand your ground")
  ok(not H.has(g, "Open the door"), "the door is two spaces away")
  ok(H.has(g, "Move the barrel at L5"), "the barrel is next to K6")
end)
