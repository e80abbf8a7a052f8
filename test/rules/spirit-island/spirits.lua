-- Spirits: Growth ("pick two", Growth that costs Energy), presence tracks,
-- Energy and card plays, elements and thresholds, range and targeting,
-- Fast and Slow powers, gaining and forgetting Power Cards.
local H = dofile(ROOT .. "/test/rules/spirit-island/helpers.lua")

local function has(list, label)
  for _, o in ipairs(list) do
    if o:sub(1, #label) == label then return true end
  end
  return false
end

test("pick-two Growth: two different options; one that costs Energy needs the Energy", function()
  -- "they cannot choose the same option twice in a single turn"; "If the
  -- Spirit does not have the required amount of Energy, they can't choose
  -- that option. (...) they could use the first Growth choice to gain
  -- Energy to help pay for the second one."
  local g = H.drill{options = {spirits = "sharp-fangs-behind-the-leaves"}}
  local s = H.spirit(g, 0)
  eq(g:entity_get(s, "energy"), 0)
  H.answer(g, "growth 0")
  local first = H.options(g)
  eq(#first, 3, "three options: no Energy for the one that costs 1")
  ok(not has(first, "Pay 1 Energy"), "not affordable")
  H.answer(g, "+1 Energy, add 1 Beasts")
  H.answer(g, "A8") -- the Beasts, range 1 from presence
  local second = H.options(g)
  ok(has(second, "Pay 1 Energy"), "now it can be paid")
  ok(not has(second, "+1 Energy"), "the same option cannot be picked twice")
  H.answer(g, "Pay 1 Energy")
  eq(g:entity_get(s, "energy"), 0, "paid")
  H.answer(g, "Minor Power")
  eq(g:decision().kind, "gain")
  eq(#g:decision().options, 4, "draw 4 Minor Powers")
  H.answer(g, g:decision().options[1])
  ok(H.at_drill(g))
  eq(g:zone_size(g:zone_find("hand.0")), 5, "4 unique powers and the one gained")
  eq(g:zone_size(g:zone_find("minor.discard")), 3, "the other 3 to the discard pile")
end)

test("presence tracks: uncovering spaces raises Energy and card plays, and adds elements", function()
  local g = H.drill()
  local s = H.spirit(g, 0)
  g:entity_set(s, "energy", 0)
  H.answer(g, "spirit phase 0")
  H.answer(g, "Add a presence (range 1), add a presence (range 1)")
  H.answer(g, "A4")
  H.answer(g, "Energy track")
  H.answer(g, "A4")
  H.answer(g, "Energy track (uncovers 2+water)")
  -- River's energy track: 1, 2, 2+water: 2 Energy a turn; plays still 1.
  eq(g:entity_get(s, "energy"), 2)
  eq(g:entity_get(s, "plays"), 1)
  eq(H.count(g, "A4", "presence.0"), 2)
  eq(g:entity_get(s, "etrack"), 2)
end)

test("Power Cards cost Energy and a card play; Fast ones act before the Invaders, Slow after", function()
  local g = H.drill()
  local s = H.spirit(g, 0)
  g:entity_set(s, "energy", 3)
  H.put(g, "A5", "explorer")
  H.put(g, "A6", "explorer", 2)
  H.answer(g, "turn")
  H.answer(g, "Reclaim all, gain a Power Card, +1 Energy")
  H.answer(g, "Minor Power")
  H.answer(g, g:decision().options[1])
  -- 3 + 1 + 1 Energy; 1 card play.
  eq(g:entity_get(s, "energy"), 5)
  local opts = H.options(g)
  ok(has(opts, "Swollen Banks (1, fast"), "an affordable card")
  H.answer(g, "Swollen Banks")
  eq(g:entity_get(s, "energy"), 4, "1 Energy paid")
  eq(g:entity_get(s, "plays"), 0)
  -- Fast phase: using a power is optional; Swollen Banks targets a land
  -- with Invaders within range 1 of presence (A5's two).
  local opts2 = H.options(g)
  eq(opts2[#opts2], "Use no more fast powers")
  H.answer(g, "Swollen Banks")
  local _, kind = H.prompt(g)
  eq(kind, "target")
  local targets = H.options(g)
  ok(has(targets, "A5"), "A5 itself (range 0 counts)")
  ok(has(targets, "A6"), "A6, range 1")
  H.answer(g, "A6")
  eq(H.n(g, "A6", "explorer"), 1, "1 Damage destroys an Explorer")
end)

test("range counts from presence; \"from a Sacred Site\" only from lands with 2 or more presence", function()
  local g = H.drill()
  H.clear(g)
  H.setcount(g, "A1", "presence.0", 1)
  H.setcount(g, "A8", "presence.0", 2)
  H.put(g, "A4", "town")
  H.put(g, "A6", "town")
  H.put(g, "A7", "town")
  -- River's Reckoning, range 1 from a Sacred Site: A8's neighbours only.
  H.answer(g, "innate 0 rivers-reckoning 2")
  local targets = H.options(g)
  ok(has(targets, "A6") and has(targets, "A7"), "next to the Sacred Site")
  ok(not has(targets, "A4"), "A4 is next to A1, which is no Sacred Site")
end)

test("elements: cards in play and uncovered track spaces meet innate thresholds", function()
  local g = H.drill()
  local s = H.spirit(g, 0)
  g:entity_set(s, "energy", 9)
  g:entity_set(s, "etrack", 2) -- uncovers 2+water
  H.put(g, "A5", "city", 2)
  H.answer(g, "turn")
  H.answer(g, "Add a presence (range 1), add a presence (range 1)")
  for _ = 1, 2 do
    H.answer(g, "A7")
    H.answer(g, "Card Play track")
  end
  -- Card plays: 1, 2, 2: two plays. Swollen Banks (sun, water) and Current
  -- Carries Them Off (sun, water, air) + the water on the track: sun 2,
  -- water 3: River's Reckoning levels 1 and 2.
  H.answer(g, "Swollen Banks")
  H.answer(g, "Current Carries Them Off")
  -- Fast: both cards; then the slow innate power, the only slow power.
  while g:run() == "decision" and g:decision().kind ~= "drill" do g:answer(1) end
  eq(H.tally(g, "power.rivers-reckoning"), 1, "the innate power was used in the Slow phase")
end)

test("gaining a Major Power makes the spirit forget a Power Card", function()
  local g = H.drill()
  H.answer(g, "growth 0")
  H.answer(g, "Reclaim all, gain a Power Card")
  H.answer(g, "Major Power")
  H.answer(g, g:decision().options[1])
  eq(g:decision().kind, "forget")
  eq(#g:decision().options, 4, "the four unique powers, not the new Major")
  H.answer(g, "Silt of Plenty")
  eq(g:zone_size(g:zone_find("forgotten")), 1, "a unique power leaves the game")
  eq(g:zone_size(g:zone_find("hand.0")), 4)
end)

test("Push and Gather move pieces to and from adjacent lands", function()
  local g = H.drill()
  H.put(g, "A5", "town")
  H.put(g, "A5", "explorer")
  H.answer(g, "power 0 tidewater-reach") -- A5 is its only target: not asked
  H.answer(g, "Town")
  local dests = H.options(g)
  eq(#dests, 6, "A5 touches six lands (the ocean is no land)")
  H.answer(g, "A4")
  H.answer(g, "Push no more")
  eq(H.n(g, "A4", "town"), 1)
  eq(H.n(g, "A5", "explorer"), 1)
  H.put(g, "A7", "dahan", 2)
  H.answer(g, "power 0 call-to-the-kindred")
  H.answer(g, "A5")
  H.answer(g, "Dahan from A7")
  H.answer(g, "Gather no more")
  eq(H.n(g, "A5", "dahan"), 1)
  eq(H.count(g, "A5", "defend"), 1)
end)

test("Spirit Powers' Damage is allocated by the player", function()
  local g = H.drill()
  H.put(g, "A5", "town")
  H.put(g, "A5", "explorer", 2)
  H.answer(g, "power 0 tidal-wave-of-the-deep")
  H.answer(g, "A2")
  eq(H.n(g, "A2"), 0)
  local g2 = H.drill()
  H.put(g2, "A5", "town")
  H.put(g2, "A5", "explorer", 2)
  H.answer(g2, "power 0 sky-split-fire")
  eq(g2:decision().kind, "damage")
  H.answer(g2, "Town")
  eq(H.n(g2, "A5", "town"), 0, "2 Damage on the Town")
  eq(H.n(g2, "A5", "explorer"), 2)
end)
