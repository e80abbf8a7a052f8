-- The round: simultaneous card selection, the Initiative Reveal, turns in
-- Initiative order, the round end.
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

-- The rulebook's Initiative example on the arena: Mudcrabs and Axl on the
-- top level, Dust and the Seahounds on the 3rd, Eko on the 5th (the start
-- test/unit/test_initiative.c derives from the example's moves).
local function initiative_example()
  local g = H.game("arena", {"axl", "dust", "eko"})
  H.keep(g, {mudcrab = {1}, seahounds = {1}})
  local axl, dust, eko = H.hero(g, "axl"), H.hero(g, "dust"), H.hero(g, "eko")
  local crabs, hounds = H.group(g, "mudcrab"), H.group(g, "seahounds")
  H.set_track(g, {{crabs, axl}, {}, {dust, hounds}, {}, {eko}})
  H.hand(g, axl, {"axl/fight-or-flight", "axl/iron-stance"})       -- +1
  H.hand(g, dust, {"dust/dash", "dust/nimble-dance"})               -- +2
  H.hand(g, eko, {"eko/blink-strike", "eko/arc-shot"})               -- +1
  H.top(g, "mudcrab", 2)   -- Initiative +1
  H.top(g, "seahounds", 1) -- Initiative -1
  return g, axl, dust, eko, crabs, hounds
end

test("the Initiative example: Mudcrabs, Axl, Dust, Seahounds, Eko", function()
  -- "Example: We start at the top left with the Mudcrabs. They move up 1 and
  -- stay in the 1st position. Axl then moves up 1, hopping over the Mudcrabs
  -- into the 1st position. Dust moves up 2 levels and is placed to the right
  -- of Axl and the Mudcrabs. The Seahounds move down 1 level. Eko then moves
  -- up 1 level ending to the right of the Seahounds in the 4th level."
  local g = initiative_example()
  H.begin(g)
  local d = H.decision(g)
  eq(d.kind, "tb.card", "card selection")
  eq(#d.players, 3, "all players choose at once")
  H.select(g, {"Fight or Flight", "Dash", "Blink Strike"})
  local t = H.track(g)
  eq(table.concat(t[1], ","), "Axl,Mudcrabs,Dust")
  eq(table.concat(t[2], ","), "")
  eq(table.concat(t[3], ","), "")
  eq(table.concat(t[4], ","), "Seahounds,Eko")
  eq(table.concat(t[5], ","), "")
  -- Turns follow the new order: Axl first.
  eq(H.kind(g), "tb.place")
  ok(H.decision(g).prompt:find("^Axl"), "Axl's turn first")
end)

test("the revealed enemy card goes face up to the discard pile", function()
  local g, _, _, _, crabs = initiative_example()
  H.select(g, {"Fight or Flight", "Dash", "Blink Strike"})
  local discard = g:zone_find("ediscard." .. crabs)
  eq(g:zone_size(discard), 1, "one card revealed")
  local _, _, vis = g:zone_info(discard)
  eq(vis, "all", "face up")
  eq(g:entity_get(g:zone_at(discard, 1), "index"), 2, "the top card")
  eq(g:entity_get(crabs, "card"), g:zone_at(discard, 1), "the group's card this round")
end)

test("an empty enemy deck is reshuffled from the discard pile before the reveal", function()
  -- "If an enemy deck is empty, shuffle the discard to create a new deck first."
  local g, _, _, _, crabs = initiative_example()
  local draw, discard = g:zone_find("edraw." .. crabs), g:zone_find("ediscard." .. crabs)
  for _, c in ipairs(g:zone_list(draw)) do g:zone_insert(discard, c) end
  eq(g:zone_size(draw), 0)
  H.select(g, {"Fight or Flight", "Dash", "Blink Strike"})
  eq(g:zone_size(draw), 5, "the discard became the deck, one card revealed from it")
  eq(g:zone_size(discard), 1)
end)

test("a revealed hero card waits face up; hero tokens move by its modifier", function()
  local g, axl = initiative_example()
  H.select(g, {"Iron Stance", "Dash", "Blink Strike"})
  local shown = g:zone_find("shown." .. axl)
  eq(g:entity_get(g:zone_at(shown, 1), "name"), "axl/iron-stance")
  local t = H.track(g)
  eq(table.concat(t[2], ","), "Axl", "Iron Stance (-1) takes Axl down a level")
end)

test("a hero with an empty hand plays the top card of the deck", function()
  -- "In the rare case a hero is empty-handed, they play the top card of
  -- their deck."
  local g = H.game("arena", {"axl"})
  H.keep(g, {coralbug = {1}})
  local axl = H.hero(g, "axl")
  local bug = H.enemies(g, "coralbug")[1]
  H.put(g, axl, "D4")
  H.put(g, bug, "E4")
  H.hand(g, axl, {"axl/brace"})
  H.top(g, "coralbug", 1) -- Move 2, Attack 3: it will attack Axl
  H.select(g, {"Brace"})
  H.answer(g, "Place Brace on the top left")
  H.answer(g, "Row")
  -- Leave Axl one card in the deck and nothing else.
  local park = g:zone_new("test.park")
  local hand, draw = g:zone_find("hand." .. axl), g:zone_find("draw." .. axl)
  local discard = g:zone_find("discard." .. axl)
  for _, z in ipairs{hand, discard} do
    for _, c in ipairs(g:zone_list(z)) do g:zone_insert(park, c) end
  end
  local keep = H.card(g, axl, "axl/quick-step")
  for _, c in ipairs(g:zone_list(draw)) do
    if c ~= keep then g:zone_insert(park, c) end
  end
  g:zone_insert(draw, keep)
  g:entity_set(axl, "sh.s", 1) -- a shell on the Shield: the Coralbug's attack asks to block
  H.answer(g, "End the turn")
  eq(H.kind(g), "tb.block", H.log(g))
  eq(g:zone_size(hand), 1, "Quick Step drawn at the clean up")
  g:zone_insert(draw, keep) -- back on the deck: the hand is empty
  H.answer(g, "Block")
  -- Round 2: no selection is asked; Quick Step is Axl's Initiative card.
  eq(H.kind(g), "tb.place")
  ok(H.decision(g).prompt:find("Quick Step"), "the top card of the deck is played")
end)

test("round end: the tracker advances; bolster dice do not last", function()
  local g = H.game("arena", {"axl"})
  local axl = H.hero(g, "axl")
  g:entity_set(axl, "bolster", 2)
  -- Keep one enemy far away so the scenario goes on.
  H.keep(g, {coralbug = {1}})
  H.put(g, H.enemies(g, "coralbug")[1], "I8")
  H.hand(g, axl, {"axl/iron-stance"})
  H.select(g, {"Iron Stance"})
  H.answer(g, "Place Iron Stance on the top left")
  H.answer(g, "Row")
  H.answer(g, "End the turn")
  -- The Coralbugs act, then round 2 begins with a new selection.
  eq(H.kind(g), "tb.card")
  eq(H.record.get(g, "round"), 2)
  eq(g:entity_get(axl, "bolster"), 0, "Bolster dice are lost at the round end")
end)
