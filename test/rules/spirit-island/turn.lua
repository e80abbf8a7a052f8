-- The turn as the expansion's back cover prints it: Spirit Phase, Fast
-- Powers, Invader Phase (Blighted Island, Event, Fear, Ravage, Build,
-- Explore, Advance), Slow Powers, Time Passes.
local H = dofile(ROOT .. "/test/rules/spirit-island/helpers.lua")

-- Puts an Invader card naming t1 in a space of the Invader Board.
local function card_in(g, space, t1)
  local c = g:entity_new("si.card")
  g:entity_set(c, "name", "invader")
  g:entity_set(c, "stage", 1)
  g:entity_set(c, "t1", t1)
  g:zone_insert(g:zone_find("invader." .. space), c)
  return c
end

-- Plays a turn in the drill answering growth with growth, cards with the
-- labels in plays, then the first option of everything else.
local function turn(g, growth, plays)
  H.answer(g, "turn")
  H.answer(g, growth)
  while g:run() == "decision" and g:decision().kind ~= "play" do g:answer(1) end
  for _, label in ipairs(plays) do H.answer(g, label) end
  if g:decision().kind == "play" then H.answer(g, "Done playing cards") end
end

test("Fast Powers act before the Ravage; Slow ones after it", function()
  local g = H.drill{options = {spirits = "lightnings-swift-strike", events = "off"}}
  g:entity_set(H.spirit(g, 0), "energy", 5)
  H.put(g, "A7", "town")
  H.put(g, "A8", "city")
  card_in(g, "ravage", "sands")
  card_in(g, "ravage", "jungle")
  -- Lightning starts with 2 presence in A7 (its highest Sands).
  turn(g, "Reclaim all, +1 Energy", {"Sky-Split Fire", "Crackling Bolt"})
  -- Sky-Split Fire: 2 Damage, fast: the Town in A7 is gone before the Ravage.
  H.answer(g, "Sky-Split Fire")
  H.answer(g, "A7")
  while g:run() == "decision" and g:decision().kind ~= "drill" do g:answer(1) end
  eq(H.n(g, "A7", "town"), 0)
  eq(H.count(g, "A7", "blight"), 0, "no Ravage in A7")
  -- Crackling Bolt and Stormcrash (2 fire, 1 air: 1 Damage) leave the City
  -- standing: it Ravages.
  eq(H.n(g, "A8", "city"), 1)
  eq(H.count(g, "A8", "blight"), 1, "A8's City Ravaged")
end)

test("Time Passes: played cards to the discard pile, Damage and Defend go away", function()
  local g = H.drill{options = {events = "off"}}
  g:entity_set(H.spirit(g, 0), "energy", 5)
  H.put(g, "A5", "city")
  turn(g, "Reclaim all, gain a Power Card, +1 Energy", {"Swollen Banks"})
  while g:run() == "decision" and g:decision().kind ~= "drill" do g:answer(1) end
  local city = H.pieces(g, "A5", "city")[1]
  eq(g:entity_get(city, "dmg"), 0, "the City's Damage healed")
  eq(g:zone_size(g:zone_find("play.0")), 0)
  ok(g:zone_size(g:zone_find("discard.0")) >= 1, "Swollen Banks in the discard pile")
  eq(H.get(g, "turn"), 1)
end)

test("the Invader Phase: Ravage, then Build, then Explore, then the cards advance", function()
  local g = H.drill{options = {events = "off"}}
  H.clear(g)
  H.setcount(g, "A8", "presence.0", 1)
  local r = card_in(g, "ravage", "wetland")
  local b = card_in(g, "build", "wetland")
  H.put(g, "A5", "explorer", 2)
  H.answer(g, "invader phase")
  -- Ravage: 2 Damage, Blight; Build: a Town; Explore: the next card.
  eq(H.count(g, "A5", "blight"), 1)
  eq(H.n(g, "A5", "town"), 1)
  eq(g:zone_at(g:zone_find("invader.discard"), 1), r, "the Ravage card is discarded")
  eq(g:zone_at(g:zone_find("invader.ravage"), 1), b, "the Build card moves to Ravage")
  eq(g:zone_size(g:zone_find("invader.build")), 1, "the explored card moves to Build")
  eq(g:zone_size(g:zone_find("invader.deck")), 11)
end)

test("Energy gained each turn adds to what is left; unspent Energy stays", function()
  local g = H.drill{options = {events = "off"}}
  local s = H.spirit(g, 0)
  g:entity_set(s, "energy", 4)
  turn(g, "Reclaim all, gain a Power Card, +1 Energy", {})
  eq(g:entity_get(s, "energy"), 4 + 1 + 1)
end)

test("a Slow card played in the Spirit Phase is not offered in the Fast phase", function()
  local g = H.drill{options = {events = "off"}}
  g:entity_set(H.spirit(g, 0), "energy", 5)
  H.put(g, "A5", "town")
  turn(g, "Add a presence (range 1), add a presence (range 1)", {"Tidewater Reach"})
  -- The first question after card plays comes from the Invader Phase or the
  -- Slow phase, never a Fast "use" of Tidewater Reach.
  local seen_fast = false
  while g:run() == "decision" and g:decision().kind ~= "drill" do
    local d = g:decision()
    if d.kind == "use" and d.prompt:find("fast", 1, true) then seen_fast = true end
    g:answer(1)
  end
  ok(not seen_fast, "no Fast use of a Slow card")
  eq(H.tally(g, "power.tidewater-reach"), 1, "used in the Slow phase")
end)
