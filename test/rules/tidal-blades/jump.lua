-- Jumping: across gaps with the jump roll (wind + distance dice, each Tide
-- -1 movement), Spirit after the roll, falling short, and chained moves.
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

-- Axl at C2, next to the ravine (D), with hand; the Coralbug far.
local function ravine(hand, opts)
  opts = opts or {}
  local g = H.game(opts.map or "ravine", {"axl"})
  local a = H.hero(g, "axl")
  H.put(g, a, "C2")
  H.put(g, H.enemies(g, "coralbug")[1], "H6")
  H.hand(g, a, hand)
  H.top(g, "coralbug", 6)
  g:entity_set(a, "spirit", 0)
  if opts.setup then opts.setup(g, a) end
  H.select(g, {opts.pick})
  H.answer(g, "Place " .. opts.pick .. " on the top left space")
  H.answer(g, "Row")
  H.answer(g, "Activate " .. opts.pick)
  return g, a
end

test("a jump across the gap: wind + distance dice, a Tide costs a hex; then the move goes on", function()
  -- "Roll hero dice equal to wind strength + jump distance ... Each Tide
  -- rolled reduces your remaining movement by 1." "If you successfully
  -- reach your destination, you may continue moving with any remaining
  -- movement." Quick Step: Move 3. From C2 over D2 to E2: distance 2; wind
  -- 1: three dice; one Tide: 2 movement, enough.
  local g, a = ravine({"axl/quick-step"}, {pick = "Quick Step"})
  H.answer(g, "Use Move 3")
  eq(H.kind(g), "tb.jump")
  H.dice(g, {H.TIDE, H.HIT, H.FOCUS1})
  H.answer(g, "Jump to E2 (distance 2)")
  eq(H.where(g, a), "E2", "landed")
  eq(H.kind(g), "tb.action", "no movement left: back to the card")
end)

test("falling short: the hero stops where the movement ran out; Spirit may make up the difference", function()
  -- "You may spend Spirit to add to your movement after rolling." "If you
  -- do not reach your destination, even after spending Spirit, your move
  -- ends and your figure remains in the hex that it moved to." Move 3 to F2
  -- (distance 3): four dice, two Tides: 1 movement, onto the gap: the hero
  -- climbs back and loses 2 health (designed).
  local g, a = ravine({"axl/quick-step"}, {pick = "Quick Step"})
  H.answer(g, "Use Move 3")
  H.dice(g, {H.TIDE, H.TIDE, H.HIT, H.FOCUS1})
  H.answer(g, "Jump to F2 (distance 3)")
  eq(H.where(g, a), "C2", "back on the near side")
  eq(H.health(g, a), 22, "the fall")
  -- With a Spirit to spend: one Tide leaves 2 of 3; the Spirit makes 3.
  g, a = ravine({"axl/quick-step"}, {pick = "Quick Step", setup = function(g, a) g:entity_set(a, "spirit", 1) end})
  H.answer(g, "Use Move 3")
  H.dice(g, {H.TIDE, H.HIT, H.HIT, H.FOCUS1})
  H.answer(g, "Jump to F2 (distance 3)")
  eq(H.kind(g), "tb.jump_spirit")
  H.answer(g, "Spend 1 Spirit")
  eq(H.where(g, a), "F2")
  eq(g:entity_get(a, "spirit"), 0)
end)

test("movement reduced below 1: no move", function()
  local g, a = ravine({"axl/lunge"}, {pick = "Lunge"})
  H.answer(g, "Use Move 2")
  H.dice(g, {H.TIDE, H.TIDE, H.TIDE})
  H.answer(g, "Jump to E2 (distance 2)")
  eq(H.where(g, a), "C2")
  eq(H.health(g, a), 24, "not moving is no fall")
end)

test("move actions chain in a jumping scenario", function()
  -- "In these scenarios, you may chain move actions together, in the same
  -- manner as you would chain attacks."
  local g, a = ravine({"axl/lunge"}, {pick = "Lunge", setup = function(g, a)
    H.grid(g, a, 2, "axl/quick-step")
  end})
  H.answer(g, "Use Move 2")
  eq(H.kind(g), "tb.chain_move")
  H.answer(g, "Chain with Quick Step: Move 3")
  H.answer(g, "No jump")
  ok(H.decision(g).prompt:find("Move 5: where to%?"), "Move 2 + Move 3: " .. H.decision(g).prompt)
  H.answer(g, "Move to C6")
  if H.has(g, "End the move") then H.answer(g, "End the move") end -- step-wise moves
  eq(H.where(g, a), "C6", "four hexes on this side of the ravine")
  -- Quick Step's other action comes after the move, as a chained attack
  -- card's do; then Lunge's own remaining action.
  ok(H.has(g, "Use Spirit 1"), "Quick Step's Spirit 1")
end)

-- Issue 21 (a script error random bots found: "tab_hex_reachable: figure
-- is not on hex map"): a hero sharing an ally's hex is off the kernel's
-- map, so no jump is offered from there; she walks off first ("must move
-- off that hex before taking any other actions").
test("no jump from an ally's hex: the move walks off it", function()
  local g = H.game("ravine", {"axl", "eko"})
  local a, e = H.hero(g, "axl"), H.hero(g, "eko")
  local map = H.map(g)
  H.put(g, e, "C2")
  g:hex_remove(map, a)
  g:entity_set(a, "stacked", true)
  g:entity_set(a, "q", H.hex(g, "C2").q)
  g:entity_set(a, "r", H.hex(g, "C2").r)
  H.put(g, H.enemies(g, "coralbug")[1], "H6")
  H.hand(g, a, {"axl/quick-step"})
  H.hand(g, e, {"eko/shell-weave"})
  H.set_track(g, {{a, e, H.group(g, "coralbug")}})
  H.top(g, "coralbug", 6)
  g:entity_set(a, "spirit", 0)
  H.select(g, {"Quick Step", "Shell Weave"})
  H.answer(g, "Place Quick Step on the top left space")
  H.answer(g, "Row")
  -- On Eko's hex Quick Step is the one thing to do, so it is activated at once.
  H.answer(g, "Use Move 3")
  eq(H.kind(g), "tb.move", "a walk, not a jump")
  H.answer(g, "Move to B2")
  eq(g:hex_figure_at(map, H.hex(g, "B2")), a, "off Eko's hex, on the map")
end)
