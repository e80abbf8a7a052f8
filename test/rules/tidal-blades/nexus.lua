-- The hero turn on the Nexus grid: placing the card, choosing its line,
-- activating cards and spaces, either/or actions, free actions, clearing a
-- full line, the Nexus Refresh and drawing up.
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

-- Axl alone on the arena, one Coralbug far away; his hand is hand; run to
-- his first turn.
local function axl_turn(hand, setup, keep)
  local g = H.game("arena", {"axl"})
  H.keep(g, keep or {coralbug = {1}})
  local axl = H.hero(g, "axl")
  H.put(g, H.enemies(g, "coralbug")[1], "I8")
  H.put(g, axl, "B2")
  H.hand(g, axl, hand)
  H.top(g, "coralbug", 6) -- Initiative -1: Axl goes first
  if setup then setup(g, axl) end
  return g, axl
end

local function pick(g, name) H.select(g, {name}) end

test("the card goes on an open space; the line is the row or column through it", function()
  -- "Place your Initiative card face-up into any open space on your grid
  -- (one without a card)." "The line you activate MUST contain the card you
  -- played for Initiative".
  local g, axl = axl_turn({"axl/brace"})
  pick(g, "Brace")
  local d = H.decision(g)
  eq(d.kind, "tb.place")
  eq(#d.options, 8, "eight open spaces: the Power card holds the centre")
  for _, o in ipairs(d.options) do ok(not o:find("centre space"), "not on the Power card") end
  H.answer(g, "Place Brace on the top space")
  d = H.decision(g)
  eq(d.kind, "tb.line")
  eq(#d.options, 2)
  ok(d.options[1]:find("^Row: %[Move 1%] | Brace | %[Attack 1 %(range 3%)%]"), d.options[1])
  ok(d.options[2]:find("^Column: Brace | Unbreakable | %[Attack 1%]"), d.options[2])
  H.answer(g, "Column")
  d = H.decision(g)
  local acts = {}
  for _, o in ipairs(d.options) do
    if o:find("^Activate") then acts[#acts + 1] = o end
  end
  eq(#acts, 3, "the column: Brace, Unbreakable and the bottom space")
  ok(acts[1]:find("^Activate Brace"), acts[1])
  ok(acts[2]:find("^Activate Unbreakable"), acts[2])
  ok(acts[3]:find("^Activate the bottom space: Attack 1"), acts[3])
  ok(axl, "axl")
end)

test("cards and spaces are activated one at a time, each action optional", function()
  local g, axl = axl_turn({"axl/brace"})
  pick(g, "Brace")
  H.answer(g, "Place Brace on the top space")
  H.answer(g, "Column")
  H.answer(g, "Activate Brace")
  eq(H.kind(g), "tb.action")
  H.answer(g, "Use Shield 2")
  H.answer(g, "Done with Brace") -- the Reservoir action is not used
  eq(g:entity_get(axl, "sh.s"), 2)
  eq(g:entity_get(axl, "sh.q"), 0, "Reservoir 1 skipped")
  ok(not H.has(g, "Activate Brace"), "Brace is activated")
  ok(H.has(g, "Activate Unbreakable"), "the others remain")
end)

test("either/or: one of the two actions", function()
  -- "Actions separated by a slash mean you choose one or the other."
  local g, axl = axl_turn({"axl/fight-or-flight"})
  pick(g, "Fight or Flight")
  H.answer(g, "Place Fight or Flight on the top left")
  H.answer(g, "Row")
  H.answer(g, "Activate Fight or Flight")
  local d = H.decision(g)
  ok(d.options[1]:find("^Use Move 3 %(or Attack 3"), d.options[1])
  H.answer(g, "Use Move 3")
  H.answer(g, "Move to C2")
  H.answer(g, "End the move")
  -- The Attack alternative is gone with the Move: back to the turn's menu.
  eq(H.kind(g), "tb.act")
  eq(H.where(g, axl), "C2")
end)

test("Spirit: a Move 1 of its own, or +1 to a move", function()
  -- "SPEND A SPIRIT as a Move 1 action or to modify a Move action by +1."
  local g, axl = axl_turn({"axl/quick-step"}, function(g, axl) g:entity_set(axl, "spirit", 2) end)
  pick(g, "Quick Step")
  H.answer(g, "Place Quick Step on the top left")
  H.answer(g, "Row")
  H.answer(g, "Spend 1 Spirit: Move 1")
  ok(not H.has(g, "Stay"), "a Spirit spent on moving moves")
  H.answer(g, "Move to C2")
  eq(g:entity_get(axl, "spirit"), 1)
  H.answer(g, "Activate Quick Step")
  H.answer(g, "Use Move 3")
  ok(H.has(g, "Move to G2 (+1 Spirit)"), "four hexes with the last Spirit")
  H.answer(g, "Move to G2 (+1 Spirit)")
  eq(g:entity_get(axl, "spirit"), 0)
  eq(H.where(g, axl), "G2")
end)

test("Focus: Scan 2 draws two and discards two", function()
  local g, axl = axl_turn({"axl/brace"})
  pick(g, "Brace")
  H.answer(g, "Place Brace on the top left")
  H.answer(g, "Row")
  local hand = g:zone_find("hand." .. axl)
  eq(g:zone_size(hand), 0, "Brace was the hand")
  eq(g:entity_get(axl, "focus"), 1)
  H.answer(g, "Spend 1 Focus: Scan 2")
  eq(H.kind(g), "tb.scan")
  eq(#H.decision(g).options, 2, "two cards drawn")
  g:answer(1)
  g:run()
  g:answer(1)
  eq(g:run(), "decision")
  eq(g:zone_size(hand), 0, "two discarded")
  eq(g:zone_size(g:zone_find("discard." .. axl)), 2)
  eq(g:entity_get(axl, "focus"), 0)
end)

test("resources are picked up on the way; a Fruit heals 2", function()
  -- "When you move onto a hex that contains a resource token ... you may
  -- pick it up". "EAT a Fruit to Heal 2."
  local g, axl = axl_turn({"axl/quick-step"}, function(g, axl)
    local tokens = g:zone_find("map.tokens")
    for _, spec in ipairs{{"fruit", "C2"}, {"focus", "D2"}} do
      local t = g:entity_new("tb.reward")
      g:entity_set(t, "type", spec[1])
      local h = H.hex(g, spec[2])
      g:entity_set(t, "q", h.q)
      g:entity_set(t, "r", h.r)
      g:zone_insert(tokens, t)
    end
    g:entity_set(axl, "focus", 0)
    H.set_health(g, axl, 20)
  end)
  pick(g, "Quick Step")
  H.answer(g, "Place Quick Step on the top left")
  H.answer(g, "Row")
  H.answer(g, "Activate Quick Step")
  H.answer(g, "Use Move 3")
  H.answer(g, "Move to E2")
  eq(g:entity_get(axl, "fruit"), 1, "the Fruit on C2")
  eq(g:entity_get(axl, "focus"), 1, "the Focus on D2")
  eq(g:zone_size(g:zone_find("map.tokens")), 0)
  H.answer(g, "End the move")
  H.answer(g, "Done with Quick Step")
  H.answer(g, "Eat a Fruit: Heal 2")
  eq(H.health(g, axl), 22)
  eq(g:entity_get(axl, "fruit"), 0)
end)

test("Interact once per turn: pick up an adjacent token", function()
  local g, axl = axl_turn({"axl/brace"}, function(g, axl)
    local t = g:entity_new("tb.reward")
    g:entity_set(t, "type", "double_spirit")
    local h = H.hex(g, "C2")
    g:entity_set(t, "q", h.q)
    g:entity_set(t, "r", h.r)
    g:zone_insert(g:zone_find("map.tokens"), t)
    g:entity_set(axl, "spirit", 0)
  end)
  pick(g, "Brace")
  H.answer(g, "Place Brace on the top left")
  H.answer(g, "Row")
  H.answer(g, "Interact: pick up Double Spirit at C2")
  eq(g:entity_get(axl, "spirit"), 2)
  ok(not H.has(g, "Interact"), "once per turn")
end)

test("a full line is cleared after the turn (not Wounds); then refresh and draw to 4", function()
  -- "If the line you activated on your grid has three cards (including
  -- Wounds), it must be cleared ... Wounds are never discarded during a
  -- scenario." "If you clear a line, you may discard any number of cards
  -- from your hand." "Draw cards from your deck until you have reached your
  -- hand size".
  local g, axl = axl_turn({"axl/brace", "axl/lunge", "axl/rally-cry"}, function(g, axl)
    H.grid(g, axl, 1, "axl/iron-stance")
    local w = g:zone_at(g:zone_find("wounds"), 1)
    g:zone_insert(g:zone_find("grid." .. axl), w)
    g:entity_set(axl, "slot.3", w)
  end)
  pick(g, "Brace")
  H.answer(g, "Place Brace on the top space")
  H.answer(g, "Row")
  H.answer(g, "End the turn")
  eq(H.kind(g), "tb.refresh", "Nexus Refresh offered")
  H.answer(g, "Discard Lunge")
  H.answer(g, "Keep the rest")
  eq(g:entity_get(axl, "slot.1"), nil, "Iron Stance cleared")
  eq(g:entity_get(axl, "slot.2"), nil, "Brace cleared")
  eq(g:entity_get(g:entity_get(axl, "slot.3"), "name"), "wound", "the Wound stays")
  eq(g:zone_size(g:zone_find("hand." .. axl)), 4, "drawn up to 4")
end)

test("a line with an open space is not cleared", function()
  local g, axl = axl_turn({"axl/brace"})
  pick(g, "Brace")
  H.answer(g, "Place Brace on the top space")
  H.answer(g, "Row")
  H.answer(g, "End the turn")
  eq(g:entity_get(g:entity_get(axl, "slot.2"), "name"), "axl/brace", "Brace stays on the grid")
end)

test("a full grid: discard a card before placing", function()
  -- "If there are no empty spaces on your grid, and you must place a card,
  -- discard one action card from your grid before placing your card."
  local ids = {"axl/iron-stance", "axl/lunge", "axl/rally-cry", "axl/hammer-swing", nil, "axl/second-wind",
               "axl/steady-aim", "axl/shell-surge", "axl/quick-step"}
  local g, axl = axl_turn({"axl/brace"}, function(g, axl)
    for i = 1, 9 do if ids[i] then H.grid(g, axl, i, ids[i]) end end
  end)
  pick(g, "Brace")
  eq(H.kind(g), "tb.full")
  H.answer(g, "Discard Lunge")
  eq(H.kind(g), "tb.line", "the one open space taken at once")
  eq(g:entity_get(g:entity_get(axl, "slot.2"), "name"), "axl/brace")
end)

test("a Stunt's cost is paid to use it, once", function()
  -- Hammer Swing: "Pay 1 Spirit" for +1 target on its attack.
  local g, axl = axl_turn({"axl/hammer-swing"}, function(g, axl)
    H.put(g, H.enemies(g, "mudcrab")[1], "C2")
    H.put(g, H.enemies(g, "mudcrab")[2], "B3")
    g:entity_set(axl, "spirit", 2)
  end, {coralbug = {1}, mudcrab = {1, 2}})
  pick(g, "Hammer Swing")
  H.answer(g, "Place Hammer Swing on the top right")
  H.answer(g, "Row")
  H.answer(g, "Activate Hammer Swing")
  H.answer(g, "Use Attack 3")
  eq(H.kind(g), "tb.stunt")
  H.answer(g, "Pay for the Stunt")
  eq(g:entity_get(axl, "spirit"), 1)
  H.answer(g, "Target Mudcrab 1")
  H.dice(g, {H.FOCUS1, H.FOCUS1, H.FOCUS1})
  H.answer(g, "Target Mudcrab 2")
  if H.kind(g) == "tb.boost" then H.answer(g, "No more boosts") end
  eq(H.kind(g), "tb.act", "one attack, two targets")
end)

test("Interact: give a Spirit to an adjacent hero", function()
  local g = H.game("arena", {"axl", "eko"})
  H.keep(g, {coralbug = {1}})
  local axl, eko = H.hero(g, "axl"), H.hero(g, "eko")
  H.put(g, H.enemies(g, "coralbug")[1], "I8")
  H.put(g, axl, "C4")
  H.put(g, eko, "D4")
  H.hand(g, axl, {"axl/brace"})
  H.hand(g, eko, {"eko/shell-weave"})
  H.set_track(g, {{axl, eko, H.group(g, "coralbug")}})
  H.top(g, "coralbug", 6)
  g:entity_set(eko, "spirit", 0)
  H.select(g, {"Brace", "Shell Weave"})
  H.answer(g, "Place Brace on the top left")
  H.answer(g, "Row")
  H.answer(g, "Interact: give a Spirit to Eko")
  eq(g:entity_get(axl, "spirit"), 0)
  eq(g:entity_get(eko, "spirit"), 1)
end)
