-- Movement ("MOVING THROUGH", "ACTIONS DURING MOVEMENT"): a move is a
-- sequence of steps; heroes pass through allies and may stop on one's hex
-- mid-turn, but not end the turn there; free actions between steps; one
-- card's movement is not split.
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

-- Axl on B2 and Eko on eko_at, a Coralbug far away; Axl plays card onto
-- the top left (or the given space) and activates the row.
local function two_heroes(eko_at, card, setup)
  local g = H.game("arena", {"axl", "eko"})
  H.keep(g, {coralbug = {1}})
  local axl, eko = H.hero(g, "axl"), H.hero(g, "eko")
  H.put(g, H.enemies(g, "coralbug")[1], "I8")
  H.put(g, axl, "B2")
  H.put(g, eko, eko_at)
  H.hand(g, axl, {card[1]})
  H.hand(g, eko, {"eko/shell-weave"})
  H.set_track(g, {{axl, eko, H.group(g, "coralbug")}})
  H.top(g, "coralbug", 6)
  g:entity_set(axl, "spirit", 0)
  if setup then setup(g, axl, eko) end
  H.select(g, {card[2], "Shell Weave"})
  H.answer(g, "Place " .. card[2] .. " on the " .. (card[3] or "top left"))
  H.answer(g, "Row")
  return g, axl, eko
end

local function dist(g, a, b)
  local x, y = H.hex(g, a), H.hex(g, b)
  local dq, dr = x.q - y.q, x.r - y.r
  return (math.abs(dq) + math.abs(dr) + math.abs(dq + dr)) // 2
end

test("heroes move through allies, may stop on one's hex, and must move off before anything else", function()
  -- "A figure may move through a hex occupied by an allied figure."
  -- "Heroes may end their move in another hero's hex, but may not end their
  -- turn there, and must move off that hex before taking any other actions."
  local g, axl, eko = two_heroes("C2", {"axl/quick-step", "Quick Step"}, function(g, axl)
    g:entity_set(axl, "focus", 1)
  end)
  H.answer(g, "Activate Quick Step")
  H.answer(g, "Use Move 3")
  ok(H.has(g, "Move to D2"), "through Eko's hex")
  H.answer(g, "Move to C2 (a hero's hex)")
  eq(H.where(g, axl), "C2")
  eq(g:hex_figure_at(H.map(g), H.hex(g, "C2")), eko, "Eko keeps the hex")
  ok(not H.has(g, "End the move"), "the move may not end here: nothing else would move Axl off")
  ok(not H.has(g, "Spend 1 Focus"), "no other action on a hero's hex")
  H.answer(g, "Move to D2")
  eq(g:hex_figure_at(H.map(g), H.hex(g, "D2")), axl, "Axl stands on D2")
  eq(H.where(g, eko), "C2")
  ok(H.has(g, "End the move"), "off Eko's hex, the move may end")
end)

test("a move with no step left does not stop on a hero's hex", function()
  -- The top left space's Move 1, nothing else to move with afterwards.
  local g = two_heroes("C2", {"axl/brace", "Brace", "top space"})
  H.answer(g, "Activate the top left space")
  H.answer(g, "Use Move 1")
  ok(not H.has(g, "Move to C2"), "Eko's hex is not offered")
  ok(H.has(g, "Move to B1"), "open hexes are")
end)

test("free actions between steps; the rest of the move after them; no splitting across cards", function()
  -- "you could move 2, use an Interact to give an adjacent hero a Fruit, and
  -- then move the remaining 1." "Movement gained from a single card cannot
  -- be split between multiple moves on the map."
  local g, axl, eko = two_heroes("D2", {"axl/quick-step", "Quick Step"}, function(g, axl)
    g:entity_set(axl, "fruit", 1)
  end)
  H.answer(g, "Activate Quick Step")
  H.answer(g, "Use Move 3")
  H.answer(g, "Move to C2")
  eq(H.kind(g), "tb.move", "the move goes on")
  H.answer(g, "Interact: give a Fruit to Eko")
  eq(g:entity_get(eko, "fruit"), 1, "given mid-move")
  eq(H.kind(g), "tb.move", "still moving")
  local far = 0
  for _, o in ipairs(H.decision(g).options) do
    local to = o:match("^Move to (%u%d+)")
    if to then far = math.max(far, dist(g, "C2", to)) end
  end
  eq(far, 2, "two steps left of the three")
  H.answer(g, "Move to C3")
  H.answer(g, "End the move")
  ok(not H.has(g, "Use Move"), "the move is used up")
  H.answer(g, "Done with Quick Step")
  eq(H.kind(g), "tb.act")
  eq(H.where(g, axl), "C3")
  ok(not H.has(g, "Activate Quick Step"), "the card is spent")
  ok(not H.has(g, "Spend 1 Spirit"), "no Spirit: no more movement")
end)

test("each hex entered picks up its resource, one step at a time", function()
  local g, axl = two_heroes("I1", {"axl/quick-step", "Quick Step"}, function(g, axl)
    for _, at in ipairs{"C2", "D2"} do
      local t = g:entity_new("tb.reward")
      g:entity_set(t, "type", "spirit")
      local h = H.hex(g, at)
      g:entity_set(t, "q", h.q)
      g:entity_set(t, "r", h.r)
      g:zone_insert(g:zone_find("map.tokens"), t)
    end
  end)
  H.answer(g, "Activate Quick Step")
  H.answer(g, "Use Move 3")
  H.answer(g, "Move to C2")
  eq(g:entity_get(axl, "spirit"), 1, "the first token")
  H.answer(g, "Move to D2")
  eq(g:entity_get(axl, "spirit"), 2, "the second")
  ok(H.has(g, "Move to F2 (+1 Spirit)"), "the Spirit picked up may lengthen this move")
end)

test("a step next to a grappling enemy ends the move", function()
  -- "GRAPPLE: Enemies with Grapple prohibit adjacent heroes from moving
  -- unless the enemy has been damaged that round." The Drill's card 3
  -- Grapples (test/fixtures/cards/tidal-blades/drill.lua).
  local g = H.game("drill", {"axl"})
  H.keep(g, {["test-drill"] = {1}})
  local axl = H.hero(g, "axl")
  H.put(g, axl, "B4")
  H.put(g, H.enemies(g, "test-drill")[1], "E4")
  H.hand(g, axl, {"axl/quick-step"})
  H.set_track(g, {{axl, H.group(g, "test-drill")}})
  H.top(g, "test-drill", 3)
  g:entity_set(axl, "spirit", 0)
  H.select(g, {"Quick Step"})
  H.answer(g, "Place Quick Step on the top left")
  H.answer(g, "Row")
  H.answer(g, "Activate Quick Step")
  H.answer(g, "Use Move 3")
  H.answer(g, "Move to C4")
  ok(H.has(g, "Move to D4"), "a step on, next to the Drill")
  H.answer(g, "Move to D4")
  eq(H.where(g, axl), "D4")
  eq(H.kind(g), "tb.action", "grappled: the last step is lost")
end)

-- Issue 21: "Heroes may end their move in another hero's hex, but may not
-- end their turn there, and must move off that hex before taking any other
-- actions." While a move is left (here a Spirit), "End the turn" is not
-- offered: she must step off.
test("on a hero's hex only moving is offered, and not ending the turn while a move is left", function()
  local g, axl = two_heroes("C2", {"axl/quick-step", "Quick Step"}, function(g, axl)
    g:entity_set(axl, "spirit", 1)
    g:entity_set(axl, "focus", 1)
  end)
  H.answer(g, "Activate Quick Step")
  H.answer(g, "Use Move 3")
  H.answer(g, "Move to C2 (a hero's hex)")
  H.answer(g, "End the move") -- the Spirit could still move Axl off
  -- The Spirit's Move 1 is the one choice (neither "End the turn" nor Spend
  -- 1 Focus is offered beside it), so it is taken at once: where to?
  eq(H.kind(g), "tb.move", "moving off with the Spirit, not ending the turn on Eko's hex")
  ok(H.decision(g).prompt:find("Spirit: move 1"), H.decision(g).prompt)
  ok(not H.has(g, "Stay"), "and she must step")
  H.answer(g, "Move to D2")
  eq(g:hex_figure_at(H.map(g), H.hex(g, "D2")), axl, "off Eko's hex")
  ok(H.has(g, "End the turn"), "now the turn may end")
end)

-- With no move left in the line and no Spirit, nothing can take her off:
-- the rulebook is silent, and the designed fallback is a free step aside
-- to the first open hex next to it, clockwise from north (H.unstack).
test("on a hero's hex with no move left, ending the turn steps aside", function()
  local g = H.game("arena", {"axl", "eko"})
  H.keep(g, {coralbug = {1}})
  local axl, eko = H.hero(g, "axl"), H.hero(g, "eko")
  local map = H.map(g)
  H.put(g, H.enemies(g, "coralbug")[1], "I8")
  H.put(g, eko, "C2")
  -- Axl shares Eko's hex (as H.step leaves a hero there): off the map.
  g:hex_remove(map, axl)
  g:entity_set(axl, "stacked", true)
  g:entity_set(axl, "q", H.hex(g, "C2").q)
  g:entity_set(axl, "r", H.hex(g, "C2").r)
  H.hand(g, axl, {"axl/brace"})
  H.hand(g, eko, {"eko/shell-weave"})
  H.set_track(g, {{axl, eko, H.group(g, "coralbug")}})
  H.top(g, "coralbug", 6)
  g:entity_set(axl, "spirit", 0)
  H.select(g, {"Brace", "Shell Weave"})
  H.answer(g, "Place Brace on the top space")
  local first
  for _, n in ipairs(g:hex_ring(H.hex(g, "C2"), 1, map)) do
    if not first and g:hex_on_map(map, n) and g:hex_terrain_at(map, n) == "normal"
       and not g:hex_figure_at(map, n) then first = n end
  end
  -- Column: top, centre, bottom, no move among them. "End the turn" is
  -- then Axl's one choice and is taken at once.
  H.answer(g, "Column")
  eq(H.where(g, axl), H.name(g, first), "stepped aside")
  eq(g:hex_figure_at(map, first), axl, "back on the map")
  eq(g:entity_get(axl, "stacked"), nil)
end)
