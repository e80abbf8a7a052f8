-- Event Cards: the primary event by Island health, Terror Level or Invader
-- Stage; token and Dahan events; Choice Events with Costs aided by an
-- element; effects that end with the turn; their place in the turn.
local H = dofile(ROOT .. "/test/rules/spirit-island/helpers.lua")

test("by the Island's health: Putting Down Roots while Healthy", function()
  local g = H.drill()
  H.put(g, "A5", "explorer")
  H.put(g, "A1", "explorer")
  H.run(g, "event putting-down-roots")
  -- "On an Inland land on Each Board: Replace 1 Explorer with 1 Town."
  eq(H.n(g, "A5", "town"), 1, "A5 is the only Inland land with an Explorer")
  eq(H.n(g, "A5", "explorer"), 0)
  eq(H.n(g, "A1", "explorer"), 1, "coastal A1 untouched")
end)

test("by the Island's health: The Center Crumbles once Blighted", function()
  local g = H.drill()
  H.set(g, "healthy", false)
  H.put(g, "A1", "explorer")
  H.setcount(g, "A5", "presence.0", 3)
  H.run(g, "event putting-down-roots")
  eq(g:decision().kind, "event_choice", "either destroy 3 Presence or add 1 Blight")
  H.answer(g, "Add 1 Blight to an Inland land")
  H.answer(g, "A7")
  eq(H.count(g, "A7", "blight"), 1)
end)

test("Unbroken: Invaders do not Ravage in lands with Beasts, until the end of the turn", function()
  local g = H.drill()
  H.put(g, "A4", "city")
  H.put(g, "A4", "dahan", 1)
  H.setcount(g, "A4", "beasts", 1)
  H.run(g, "event putting-down-roots")
  H.run(g, "ravage A4")
  eq(H.count(g, "A4", "blight"), 0, "no Ravage")
  eq(H.n(g, "A4", "dahan"), 1)
  H.run(g, "time passes")
  H.run(g, "ravage A4")
  eq(H.count(g, "A4", "blight"), 1, "the next turn it Ravages")
end)

test("by Terror Level: Distant Exploration, then Fearful Mobs", function()
  local g = H.drill()
  H.put(g, "A1", "town")
  H.run(g, "event distant-exploration")
  -- "Invaders Explore at +1 distance": A7 is 2 from the Town (A1-A4-A7) and
  -- 2 from the ocean.
  H.run(g, "explore card sands")
  eq(H.n(g, "A7", "explorer"), 1)
  local g2 = H.drill()
  H.set(g2, "terror", 2)
  H.put(g2, "A5", "explorer", 3)
  H.put(g2, "A5", "dahan", 3)
  H.run(g2, "event distant-exploration")
  -- "When Ravaging, Invaders do +3 Damage per land in lands with at least 3
  -- Invaders": 3 + 3 = 6 Damage: three Dahan destroyed.
  H.run(g2, "ravage A5")
  eq(H.n(g2, "A5", "dahan"), 0)
end)

test("by Invader Stage: Seeking the Interior in Stage I", function()
  local g = H.drill()
  H.put(g, "A2", "explorer")
  H.run(g, "event seeking-the-interior")
  -- "In each Coastal land: Push 1 Explorer Inland": A2's inland neighbour is A5.
  eq(H.n(g, "A2", "explorer"), 0)
  eq(H.n(g, "A5", "explorer"), 1)
end)

test("by Invader Stage: Local Diaspora in Stages II and III", function()
  local g = H.drill()
  local deck = g:zone_find("invader.deck")
  for _ = 1, 3 do g:entity_free(g:zone_at(deck, 1)) end -- the top card is Stage II
  H.put(g, "A8", "explorer", 3)
  H.put(g, "A8", "town")
  H.put(g, "A5", "explorer")
  H.run(g, "event seeking-the-interior")
  -- "In the single land with the most Invaders: Push 1 Explorer to each
  -- adjacent land": A8 touches A6 and A7.
  eq(H.n(g, "A6", "explorer"), 1)
  eq(H.n(g, "A7", "explorer"), 1)
  eq(H.n(g, "A8", "explorer"), 1)
end)

test("Beasts Prowl: Fear where Invaders are, otherwise the Beasts move", function()
  local g = H.drill()
  H.put(g, "A5", "city")
  H.setcount(g, "A5", "beasts", 2)
  H.setcount(g, "A8", "beasts", 1)
  local generated = H.get(g, "fear.generated") or 0
  H.answer(g, "event seeking-the-interior")
  eq(H.get(g, "fear.generated") - generated, 2, "2 Beasts with Invaders: 2 Fear")
  H.answer(g, "A7")
  eq(H.count(g, "A8", "beasts"), 0)
  eq(H.count(g, "A7", "beasts"), 1, "the lone Beasts moved")
end)

test("Forsake the Barren Land: the Dahan leave a land with Blight", function()
  local g = H.drill()
  H.setcount(g, "A4", "blight", 1)
  H.setcount(g, "A5", "blight", 1)
  H.put(g, "A4", "dahan", 2)
  H.answer(g, "event seeking-the-interior")
  -- Push 2 Dahan from A4 to lands without Blight (A1, A7).
  H.answer(g, "A7")
  H.answer(g, "A1")
  eq(H.n(g, "A4", "dahan"), 0)
  eq(H.n(g, "A7", "dahan"), 1)
  eq(H.n(g, "A1", "dahan"), 1)
end)

test("a Choice Event: the default path, and -1 Health until the end of the turn", function()
  local g = H.drill()
  local s = H.spirit(g, 0)
  g:entity_set(s, "energy", 0)
  H.put(g, "A5", "town", 1, {dmg = 1})
  H.put(g, "A5", "dahan", 1, {dmg = 1})
  H.put(g, "A5", "city")
  H.answer(g, "event years-of-little-rain")
  -- Only the default path: 4 Energy are not there (no water in play, no
  -- card with water in hand? River has water cards: +4 each when forgotten).
  local d = g:decision()
  if d and d.kind == "event_choice" then H.answer(g, "Let the Plants Die") end
  while g:run() == "decision" and g:decision().kind ~= "drill" do g:answer(1) end
  eq(H.n(g, "A5", "town"), 0, "a Town with 1 Damage and Health 1 is destroyed")
  eq(H.n(g, "A5", "dahan"), 0, "so is the wounded Dahan")
  eq(H.n(g, "A5", "city"), 1)
  eq(H.get(g, "mod.health.city"), -1)
  H.run(g, "time passes")
  eq(H.get(g, "mod.health.city"), 0, "over at the end of the turn")
end)

test("Act to Ease the Drought: the Cost paid, a Dahan added to the Spirit's land with Dahan", function()
  local g = H.drill()
  local s = H.spirit(g, 0)
  g:entity_set(s, "energy", 4)
  H.put(g, "A5", "dahan", 1)
  H.answer(g, "event years-of-little-rain")
  eq(#H.options(g), 2, "the second path is affordable")
  H.answer(g, "Act to Ease the Drought")
  H.answer(g, "Pay 4 Energy")
  eq(g:entity_get(s, "energy"), 0)
  eq(H.n(g, "A5", "dahan"), 2, "a Dahan added to River's land with Dahan")
end)

test("the Event comes after the Blighted Island effect and before Fear", function()
  local g = H.drill{options = {blight = "thinning-hope"}}
  H.set(g, "healthy", false)
  local s = H.spirit(g, 0)
  g:entity_set(s, "energy", 1)
  -- Put War Councils on top: Blighted, "Each Spirit with Energy loses 1".
  local deck = g:zone_find("event.deck")
  local top
  for _, c in ipairs(g:zone_list(deck)) do
    if g:entity_get(c, "name") == "war-councils" then top = c end
  end
  g:zone_insert(deck, top, 1)
  H.put(g, "A5", "city")
  H.answer(g, "invader phase")
  -- Thinning Hope took the 1 Energy first; War Councils found none to take.
  eq(g:entity_get(s, "energy"), 0)
  eq(g:zone_at(g:zone_find("event.discard"), g:zone_size(g:zone_find("event.discard"))), top,
     "the event was drawn and discarded")
end)
