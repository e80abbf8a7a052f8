-- Battle Scars: "When you draw a Battle Scar from your hero deck, reveal
-- it, and immediately place it onto an empty space on your Nexus grid, then
-- draw a card. Battle Scars function like action cards, but have a cost to
-- activate ... When you clear a line with a Battle Scar, place it into your
-- discard." The Scars are designed (cards/tidal-blades/scars).
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

local function game(opts)
  local g = H.game("hooks", {"axl"}, opts)
  local axl = H.hero(g, "axl")
  H.put(g, H.enemies(g, "coralbug")[1], "I6")
  H.top(g, "coralbug", 6) -- Initiative -1: Axl goes first
  return g, axl
end

-- A Battle Scar of h's, on top of its draw pile (a test's shortcut for
-- one shuffled in).
local function scar_on_top(g, h, id)
  local c = g:entity_new("tb.card")
  g:entity_set(c, "name", id)
  g:entity_set(c, "owner", h)
  g:zone_insert(g:zone_find("draw." .. h), c, 1)
  return c
end

local function contains(g, zone, c)
  for _, x in ipairs(g:zone_list(zone)) do
    if x == c then return true end
  end
  return false
end

local function in_grid(g, h, c)
  for i = 1, 9 do
    if g:entity_get(h, "slot." .. i) == c then return i end
  end
  return nil
end

test("a Scar drawn goes onto an empty space of the grid, and another card is drawn", function()
  local g, axl = game()
  H.hand(g, axl, {"axl/brace"})
  local scar = scar_on_top(g, axl, "scar/torn-muscle")
  H.select(g, {"Brace"})
  H.answer(g, "Place Brace on the top left")
  H.answer(g, "Row")
  H.answer(g, "End the turn")
  local d = H.decision(g)
  eq(d.kind, "tb.scar", "placing the Scar")
  eq(#d.options, 7, "the empty spaces: not the Power card's or Brace's")
  H.answer(g, "Battle Scar Torn Muscle on the bottom right space")
  eq(g:entity_get(axl, "slot.9"), scar)
  local hand = g:zone_list(g:zone_find("hand." .. axl))
  eq(#hand, 4, "drawn up to 4 after it")
  for _, c in ipairs(hand) do ok(c ~= scar, "not in the hand") end
end)

test("activating a Scar costs what it says; unpaid, none of its actions", function()
  local g, axl = game()
  H.hand(g, axl, {"axl/brace"})
  local torn = scar_on_top(g, axl, "scar/torn-muscle")
  local haunted = scar_on_top(g, axl, "scar/haunted-memory")
  for slot, c in pairs{[1] = torn, [3] = haunted} do
    g:zone_insert(g:zone_find("grid." .. axl), c)
    g:entity_set(axl, "slot." .. slot, c)
  end
  g:entity_set(axl, "spirit", 0)
  H.select(g, {"Brace"})
  H.answer(g, "Place Brace on the top space")
  H.answer(g, "Row")
  ok(not H.has(g, "Activate Haunted Memory"), "no Spirit to pay with")
  ok(H.has(g, "Activate Torn Muscle (lose 2 health)"), "health can be paid")
  H.answer(g, "Activate Torn Muscle")
  eq(H.health(g, axl), 24 - 2, "the cost is not optional")
  ok(H.has(g, "Use Move 2"), "its action")
end)

test("a cleared line discards its Scar; the Wound stays", function()
  local g, axl = game()
  H.hand(g, axl, {"axl/brace"})
  local scar = scar_on_top(g, axl, "scar/shaken-nerve")
  g:zone_insert(g:zone_find("grid." .. axl), scar)
  g:entity_set(axl, "slot.1", scar)
  local w = g:zone_at(g:zone_find("wounds"), 1)
  g:zone_insert(g:zone_find("grid." .. axl), w)
  g:entity_set(axl, "slot.3", w)
  H.select(g, {"Brace"})
  H.answer(g, "Place Brace on the top space")
  H.answer(g, "Row")
  H.answer(g, "End the turn")
  eq(in_grid(g, axl, scar), nil, "the Scar left the grid")
  ok(contains(g, g:zone_find("discard." .. axl), scar), "into the discard")
  eq(g:entity_get(axl, "slot.3"), w, "the Wound stays")
end)

test("a Wound goes on an empty space or over an action card, never over a Scar", function()
  -- "When you gain a Wound, place it on your grid into an empty space, or
  -- over a space with an action card." Battle Scars are not action cards.
  local g, axl = game()
  H.hand(g, axl, {"axl/brace"})
  local scar = scar_on_top(g, axl, "scar/shaken-nerve")
  g:zone_insert(g:zone_find("grid." .. axl), scar)
  g:entity_set(axl, "slot.1", scar)
  local bug = H.enemies(g, "coralbug")[1]
  H.put(g, bug, "C2")
  H.set_health(g, axl, 17) -- the last space of the Healthy level
  H.select(g, {"Brace"})
  H.answer(g, "Place Brace on the top space")
  H.answer(g, "Row")
  H.dice(g, {H.BLANK}, "danger")
  H.answer(g, "End the turn")
  eq(H.kind(g), "tb.wound")
  for _, o in ipairs(H.decision(g).options) do
    ok(not o:find("top left"), "not over the Scar: " .. o)
  end
end)

test("a Scar drawn by a Scan stays in the hand and may be discarded", function()
  -- "SCAN 2: Draw 2 cards, then discard 2 cards. You may discard Battle
  -- Scars drawn this way."
  local g, axl = game()
  H.hand(g, axl, {"axl/brace"})
  local scar = scar_on_top(g, axl, "scar/cracked-shell")
  g:entity_set(axl, "focus", 1)
  H.select(g, {"Brace"})
  H.answer(g, "Place Brace on the top left")
  H.answer(g, "Row")
  H.answer(g, "Spend 1 Focus: Scan 2")
  eq(H.kind(g), "tb.scan", "no placement: the Scan's discard")
  H.answer(g, "Discard Cracked Shell")
  ok(contains(g, g:zone_find("discard." .. axl), scar), "discarded")
  eq(in_grid(g, axl, scar), nil)
end)

test("the option scars=N shuffles N different Scars into each deck", function()
  local g, axl = game({options = {scars = "2"}})
  local seen, n = {}, 0
  local c = g:entity_next(0, "tb.card")
  while c do
    local name = g:entity_get(c, "name")
    if g:entity_get(c, "owner") == axl and name:find("^scar/") then
      n = n + 1
      ok(not seen[name], "no Scar twice")
      seen[name] = true
    end
    c = g:entity_next(c, "tb.card")
  end
  eq(n, 2)
end)

test("a Scar in the opening hand is placed and replaced at setup", function()
  -- "place any Battle Scars that remain in your hand and redraw" (no
  -- Skills in scenario play: at once). With 4 Scars in a deck of 16 some
  -- seed deals one into the opening hand.
  for seed = 1, 30 do
    local g = H.game("hooks", {"axl"}, {seed = seed, options = {scars = "4"}})
    if H.kind(g) == "tb.scar" then
      g:answer(1)
      while H.kind(g) == "tb.scar" do g:answer(1) end
      local axl = H.hero(g, "axl")
      local hand = g:zone_list(g:zone_find("hand." .. axl))
      eq(#hand, 4, "a full opening hand")
      for _, c in ipairs(hand) do ok(not g:entity_get(c, "name"):find("^scar/"), "no Scar in it") end
      local placed = 0
      for i = 1, 9 do
        local c = g:entity_get(axl, "slot." .. i)
        if c and g:entity_get(c, "name"):find("^scar/") then placed = placed + 1 end
      end
      ok(placed >= 1, "the Scar is on the grid")
      eq(H.kind(g), "test.ready", "then the game begins")
      return
    end
  end
  error("no seed of 30 dealt a Scar into the opening hand")
end)

test("a Scar placed on a space holding an item discards the item", function()
  -- "If a Wound or Battle Scar is placed onto a space with an item, that
  -- item is discarded (returned to the Desert Market bag)."
  local g, axl = game({options = {items = "biorb"}})
  H.hand(g, axl, {"axl/brace"})
  local scar = scar_on_top(g, axl, "scar/torn-muscle")
  local biorb = g:entity_next(0, "tb.item")
  while g:entity_get(biorb, "name") ~= "biorb" do biorb = g:entity_next(biorb, "tb.item") end
  g:entity_set(biorb, "slot", 9)
  g:entity_set(axl, "item.9", biorb)
  H.select(g, {"Brace"})
  H.answer(g, "Place Brace on the top left")
  H.answer(g, "Row")
  H.answer(g, "End the turn")
  H.answer(g, "Battle Scar Torn Muscle on the bottom right space")
  eq(g:entity_get(axl, "slot.9"), scar)
  eq(g:entity_get(axl, "item.9"), nil, "the item left the space")
  ok(contains(g, g:zone_find("market"), biorb), "back in the Desert Market bag")
end)

test("an empty-handed hero plays the top card of the deck, a Scar too", function()
  -- "In the rare case a hero is empty-handed, they play the top card of
  -- their deck." A Battle Scar drawn this way is played, not placed.
  local g, axl = game()
  H.hand(g, axl, {})
  local scar = scar_on_top(g, axl, "scar/torn-muscle")
  H.begin(g)
  g:run()
  local d = H.decision(g)
  eq(d.kind, "tb.place", "the hero places the card it played: " .. d.prompt)
  ok(H.has(g, "Place Torn Muscle"), "the Scar is the played card")
  H.answer(g, "Place Torn Muscle on the top left")
  eq(in_grid(g, axl, scar), 1, "on the grid as the turn's card")
end)
