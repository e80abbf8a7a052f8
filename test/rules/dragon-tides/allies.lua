-- Allies and scene objects in movies: Sprinting through allies, Cameos in
-- the way, giving and taking items, Keys and reinforced doors, a
-- multi-target attack on several Minions of one player.
local H = dofile(ROOT .. "/test/rules/dragon-tides/helpers.lua")
local F, S, B, X = H.FIST, H.SHIELD, H.BOTH, H.BLANK

local CAST = {"bruce-lee", "tiger-ip", "goliath", "ivan-castle"}

test("Sprint passes through allies but does not end on them", function()
  -- "You may move through spaces occupied by allies but may not end in one."
  local g = H.movie("night-market", CAST)
  local bruce, tiger = H.fighter(g, "bruce-lee"), H.fighter(g, "tiger-ip")
  H.answer(g, "Bruce Lee", 1)
  -- Bruce on A3, his ally Tiger on A4 below him.
  H.put(g, bruce, "A3")
  H.put(g, tiger, "A4")
  H.lights(g, "Dragon Kick")
  ok(not H.has(g, "Sprint to A4"), "not ending on the ally")
  ok(H.has(g, "Sprint to A5"), "through or round the ally")
end)

test("a Cameo blocks the way: nobody passes through or stops on it", function()
  local g = H.movie("night-market", CAST)
  local bruce = H.fighter(g, "bruce-lee")
  H.answer(g, "Bruce Lee", 1)
  -- The street vendor stands on F4.
  H.put(g, bruce, "E4")
  H.lights(g, "Dragon Kick")
  ok(not H.has(g, "Sprint to F4"), "the Cameo's space")
  ok(not H.has(g, "Step to F4 (+1 die)"))
end)

test("items pass between adjacent allies with no roll", function()
  local g = H.movie("night-market", CAST)
  local bruce, tiger = H.fighter(g, "bruce-lee"), H.fighter(g, "tiger-ip")
  H.answer(g, "Bruce Lee", 1)
  H.put(g, bruce, "C3")
  H.put(g, tiger, "C4")
  local club = H.give(g, bruce, "billy-club")
  H.lights(g, "Dragon Kick")
  H.answer(g, "Stand your ground")
  H.answer(g, "Give the Billy Club to Tiger IP")
  eq(g:entity_get(tiger, "item"), club)
  eq(g:entity_get(bruce, "item"), nil)
end)

test("a Key opens a locked reinforced door with no roll; without one it takes Strike 4D", function()
  local g = H.movie("penthouse", CAST)
  local bruce, tiger = H.fighter(g, "bruce-lee"), H.fighter(g, "tiger-ip")
  H.answer(g, "Bruce Lee", 1)
  H.put(g, bruce, "J6")
  H.put(g, tiger, "I6")
  H.lights(g, "Dragon Kick")
  H.answer(g, "Stand your ground")
  ok(H.has(g, "Knock open the door J4/J5 (Strike 4D)"), "the boss's door is reinforced")
  H.answer(g, "Pass")
  H.give(g, tiger, "key")
  H.lights(g, "Chain Punches")
  H.answer(g, "Step to I5 (+1 die)")
  H.answer(g, "Unlock the door J4/J5")
  local d = g:entity_next(0, "dt.door")
  while d and g:entity_get(d, "x") ~= 9 do d = g:entity_next(d, "dt.door") end
  eq(g:entity_get(d, "state"), "open")
end)

test("a multi-target attack on several Minions: their player picks a Maneuver for each", function()
  local g = H.movie("night-market", CAST)
  local bruce = H.fighter(g, "bruce-lee")
  H.answer(g, "Bruce Lee", 1)
  local thugs = {}
  local f = g:entity_next(0, "dt.fighter")
  while f do
    if g:entity_get(f, "minion") then thugs[#thugs + 1] = f end
    f = g:entity_next(f, "dt.fighter")
  end
  H.put(g, bruce, "H3")
  H.put(g, thugs[1], "H4")
  H.put(g, thugs[2], "I3")
  H.set_super(g, bruce, 4)
  H.lights(g, "Dragon Kick")
  H.answer(g, "Stand your ground")
  H.answer(g, "Activate SUPER Dragon Flurry")
  H.answer(g, "Attack everyone in Reach: ")
  local d = g:decision()
  eq(d.kind, "showdown")
  eq(#d.players, 2, "the Dragon's player and the Villain's")
  g:answer_as(1, 1)
  g:run()
  local v = g:decision()
  eq(#v.options, 9, "three Maneuvers for each of two Thugs")
  eq(v.options[2], "Strike / Grapple")
end)
