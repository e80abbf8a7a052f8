-- A bound or unconscious person ("Bound/unconscious person: Pick person
-- up"): the night watchman in the Factory. Things in your own space are in
-- your Reach ("the target must be next to your space (or, in some special
-- circumstances, in your space)").
local H = dofile(ROOT .. "/test/rules/dragon-tides/helpers.lua")
local F, S, X = H.FIST, H.SHIELD, H.BLANK

local CAST = {"bruce-lee", "goliath", "ivan-castle"}

local function watchman(g)
  local o = g:entity_next(0, "dt.object")
  while o do
    if g:entity_get(o, "type") == "bound" then return o end
    o = g:entity_next(o, "dt.object")
  end
end

local function guards(g)
  local list = {}
  local f = g:entity_next(0, "dt.fighter")
  while f do
    if g:entity_get(f, "minion") and not g:entity_get(f, "out") then list[#list + 1] = f end
    f = g:entity_next(f, "dt.fighter")
  end
  return list
end

-- The Factory at Bruce's first turn, Bruce on cell.
local function factory(cell)
  local g = H.movie("factory-floor", CAST)
  local bruce = H.fighter(g, "bruce-lee")
  H.idle(g, H.turn_of(bruce))
  H.put(g, bruce, cell)
  return g, bruce, watchman(g)
end

test("a bound person is stepped onto and picked up from your own space, with no roll", function()
  local g, bruce, o = factory("L8")
  eq(H.where(g, o), "M8")
  H.lights(g, "Dragon Kick")
  -- Not a character: "Move to an adjacent space which does not contain a
  -- character or obstacle".
  H.answer(g, "Step to M8")
  local since = g:event_end()
  H.answer(g, "Pick up the night watchman at M8 (your space)")
  eq(#H.rolls(g, since), 0, "no roll")
  eq(g:entity_get(bruce, "carrying"), o)
  eq(g:entity_get(o, "x"), nil, "off the floor: carried")
end)

test("a bound person next to you is picked up too, not one two spaces away", function()
  local g = factory("K8")
  H.lights(g, "Dragon Kick")
  H.answer(g, "Stand your ground")
  ok(not H.has(g, "Pick up the night watchman"), "two spaces away")
  local g2 = factory("L7")
  H.lights(g2, "Dragon Kick")
  H.answer(g2, "Stand your ground")
  ok(H.has(g2, "Pick up the night watchman at M8"), "diagonally next to Bruce")
end)

test("a carried person goes with the carrier (Move -1) and is put down on its space", function()
  local g, bruce, o = factory("M8")
  H.lights(g, "Dragon Kick")
  H.answer(g, "Stand your ground")
  H.answer(g, "Pick up the night watchman at M8 (your space)")
  H.idle(g, H.turn_of(bruce))
  H.answer(g, "Keep Dragon Kick face down")
  ok(g:decision().prompt:find("Move " .. (H.stat(g, bruce, "move") - 1)), g:decision().prompt)
  H.answer(g, "Sprint to J8")
  H.answer(g, "Put the night watchman down here")
  eq(H.where(g, o), "J8")
  eq(g:entity_get(bruce, "carrying"), nil)
end)

test("a carrier taken out leaves the person lying on its space", function()
  local g, bruce, o = factory("M8")
  H.lights(g, "Dragon Kick")
  H.answer(g, "Stand your ground")
  H.answer(g, "Pick up the night watchman at M8 (your space)")
  H.idle(g, function(g2, d) return d.kind == "order" and d.players[1] == 0 end)
  local guard = guards(g)[1]
  H.set_health(g, bruce, 1)
  H.put(g, guard, "L8")
  H.answer(g, "Guard 1", 0)
  H.answer(g, "Stand your ground")
  H.attack(g, "Bruce Lee", {[0] = "Strike", [1] = "Strike"},
           H.cat(H.pad({F}, H.stat(g, guard, "strike") + 1 + 1), H.pad({}, H.stat(g, bruce, "strike"))))
  eq(g:entity_get(bruce, "out"), true)
  eq(H.where(g, o), "M8", "left where Bruce fell")
end)

test("carried out through an Exit Point: rescued, two Signature Moves each and the Key", function()
  local g = H.movie("neon-shakedown", CAST)
  local bruce = H.fighter(g, "bruce-lee")
  H.put(g, bruce, "L9")
  H.lights(g, "Dragon Kick")
  H.answer(g, "Stand your ground")
  H.dice(g, {F, F, F, X, S, S, X, X})
  H.answer(g, "Break open the crate at L10 (Grapple 4D)")
  H.answer(g, g:decision().options[1])
  H.idle(g, H.turn_of(bruce))
  H.put(g, bruce, "M8")
  H.lights(g, "Dragon Kick")
  H.answer(g, "Stand your ground")
  H.answer(g, "Pick up the night watchman")
  H.idle(g, H.turn_of(bruce))
  H.put(g, bruce, "B2")
  H.answer(g, "Keep Dragon Kick face down")
  H.answer(g, "Stand your ground")
  H.answer(g, "Pass")
  H.answer(g, "Exit the scene")
  -- rescued: "Each Dragon takes back two set-aside Signature Moves, and
  -- the first takes the Key."
  eq(g:decision().kind, "earn")
  H.answer(g, g:decision().options[1])
  eq(g:decision().kind, "earn", "a second move")
  H.answer(g, g:decision().options[1])
  eq(H.match_get(g, "scene"), "penthouse")
  eq(g:zone_size(g:zone_find("hand." .. bruce)) + g:zone_size(g:zone_find("sig." .. bruce)), 6,
     "three kept and three earned")
  eq(g:entity_get(g:entity_get(bruce, "item"), "name"), "key")
end)

test("an enemy in your own space is in Reach and in sight", function()
  -- "the target must be next to your space (or, in some special
  -- circumstances, in your space)". No map here puts two characters on one
  -- space; the test does, to pin the rule.
  local g = H.dojo({"bruce-lee", "goliath"}, {"F3", "L9"})
  H.lights(g, "Flow Like Water")
  H.put(g, H.fighter(g, "goliath"), "F3")
  H.answer(g, "Stand your ground")
  ok(H.has(g, "Attack Goliath"), "distance 0")
end)
