-- Status tokens: placing them (one per card, never on Wounds, Flatfooted and
-- Disarm on the strongest matching card, 2 health when they cannot be
-- placed), their effects and their removal.
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

-- Axl alone with one Seahound; grid cards as given; his hand `hand`.
local function axl_with(grid, hand, opts)
  opts = opts or {}
  local g = H.game("arena", {"axl"})
  H.keep(g, {seahounds = {1}, coralbug = {1}})
  local axl = H.hero(g, "axl")
  local hound = H.enemies(g, "seahounds")[1]
  H.put(g, axl, "D4")
  H.put(g, hound, opts.hound or "E4")
  H.put(g, H.enemies(g, "coralbug")[1], "I8")
  for i, id in pairs(grid) do H.grid(g, axl, i, id) end
  H.hand(g, axl, hand)
  H.top(g, "seahounds", 3) -- Initiative 0, Move 3, Attack 3, Tide: Flatfooted
  H.top(g, "coralbug", 6)
  H.set_track(g, {{axl, H.group(g, "seahounds"), H.group(g, "coralbug")}})
  if opts.setup then opts.setup(g, axl) end
  return g, axl, hound
end

local function status_of(g, h, slot) return g:entity_get(g:entity_get(h, "slot." .. slot), "status") end

test("a Seahound's Tide gives Flatfooted, on the strongest movement card", function()
  -- "Seahounds have an ability that says Tide: Flatfooted. Each Tide symbol
  -- they roll will give the targeted hero a Flatfooted Status."
  -- "FLATFOOTED ... Place on the highest value movement card in your Nexus
  -- grid." Quick Step (Move 3) beats Shoulder Charge (Move 2); Lunge is
  -- Move 2 as well.
  local g, axl = axl_with({[1] = "axl/quick-step", [3] = "axl/shoulder-charge"}, {"axl/brace"})
  H.select(g, {"Brace"})
  H.answer(g, "Place Brace on the left space")
  H.answer(g, "Row")
  H.dice(g, {H.DTIDE}, "danger")
  H.answer(g, "End the turn")
  -- One option only: Quick Step, placed at once.
  eq(status_of(g, axl, 1), "flatfooted", "on Quick Step (Move 3)")
  eq(status_of(g, axl, 3), nil)
  eq(H.record.get(g, "status.flatfooted"), 9, "one taken from the supply")
end)

test("a Status that cannot be placed costs 2 health", function()
  -- "If a Status cannot be placed for any reason, lose 2 health." No card of
  -- Move 2 or more: Flatfooted has nowhere to go (Brace, the card played,
  -- has no move).
  local g, axl = axl_with({}, {"axl/brace"})
  H.select(g, {"Brace"})
  H.dice(g, {H.DTIDE}, "danger")
  local hp = H.health(g, axl)
  H.pass(g)
  eq(hp - H.health(g, axl), 3 + 2, "the attack's 3 and 2 for the Status")
end)

test("Stun: 1 Focus to activate; or remove it instead of activating", function()
  -- "STUN: You must pay 1 Focus to activate the card." "Instead of
  -- activating a card, you may remove a Status token on it."
  local g, axl = axl_with({[1] = "axl/iron-stance"}, {"axl/brace"}, {setup = function(g, axl)
    g:entity_set(g:entity_get(axl, "slot.1"), "status", "stun")
  end})
  H.select(g, {"Brace"})
  H.answer(g, "Place Brace on the top space")
  H.answer(g, "Row")
  eq(g:entity_get(axl, "focus"), 1)
  ok(H.has(g, "Activate Iron Stance (Stun: pay 1 Focus)"), "offered at a cost")
  ok(H.has(g, "Remove the Stun from Iron Stance instead of activating it"))
  H.answer(g, "Activate Iron Stance")
  eq(g:entity_get(axl, "focus"), 0, "1 Focus paid")
  H.answer(g, "Use Shield 3")
  eq(g:entity_get(axl, "sh.s"), 3, "Shield 3")
end)

test("Stun without Focus: only the removal is offered", function()
  local g, axl = axl_with({[1] = "axl/iron-stance"}, {"axl/brace"}, {setup = function(g, axl)
    g:entity_set(g:entity_get(axl, "slot.1"), "status", "stun")
    H.record.set(g, "status.stun", 9)
    g:entity_set(axl, "focus", 0)
  end})
  H.select(g, {"Brace"})
  H.answer(g, "Place Brace on the top space")
  H.answer(g, "Row")
  ok(not H.has(g, "Activate Iron Stance"), "cannot pay")
  H.answer(g, "Remove the Stun from Iron Stance")
  eq(status_of(g, axl, 1), nil, "removed")
  eq(H.record.get(g, "status.stun"), 10, "back in the supply")
  ok(not H.has(g, "Remove the Stun"), "the card counts as activated")
end)

test("Disarm: the attack is 1; Flatfooted: the move is 1", function()
  -- "DISARM: This action's attack value is reduced to 1." "FLATFOOTED: This
  -- action's movement value is reduced to 1."
  local g, axl, hound = axl_with({[1] = "axl/shoulder-charge"}, {"axl/brace"}, {setup = function(g, axl)
    g:entity_set(g:entity_get(axl, "slot.1"), "status", "disarm")
  end})
  H.select(g, {"Brace"})
  H.answer(g, "Place Brace on the top space")
  H.answer(g, "Row")
  H.answer(g, "Activate Shoulder Charge")
  ok(H.has(g, "Use Attack 1 (chain)"), "Attack 2 disarmed to 1")
  ok(H.has(g, "Use Move 2"), "the move is untouched")
  H.dice(g, {H.HIT})
  local hp = H.health(g, hound)
  H.answer(g, "Use Attack 1")
  eq(hp - H.health(g, hound), 1, "one die rolled")

  local g2, axl2 = axl_with({[1] = "axl/quick-step"}, {"axl/brace"}, {setup = function(g, axl)
    g:entity_set(g:entity_get(axl, "slot.1"), "status", "flatfooted")
    g:entity_set(axl, "spirit", 0)
  end})
  H.select(g2, {"Brace"})
  H.answer(g2, "Place Brace on the top space")
  H.answer(g2, "Row")
  H.answer(g2, "Activate Quick Step")
  H.answer(g2, "Use Move 1")
  eq(#H.decision(g2).options, 7 - 1, "six hexes one step away, less the Seahound's, and Stay")
  ok(axl2, "axl")
end)

test("Poison: 1 health for each Poison on the grid when a poisoned card is activated", function()
  local g, axl = axl_with({[1] = "axl/iron-stance", [5] = "axl/rally-cry"}, {"axl/brace"}, {setup = function(g, axl)
    g:entity_set(g:entity_get(axl, "slot.1"), "status", "poison")
    g:entity_set(g:entity_get(axl, "slot.5"), "status", "poison")
  end})
  H.select(g, {"Brace"})
  H.answer(g, "Place Brace on the top space")
  H.answer(g, "Row")
  local hp = H.health(g, axl)
  H.answer(g, "Activate Iron Stance (Poison)")
  eq(hp - H.health(g, axl), 2, "two Poisons on the grid")
end)

test("a discarded card gives its Status back; a cleared line takes them", function()
  -- "When a card is discarded, remove any Status tokens on it."
  local g, axl = axl_with({[1] = "axl/iron-stance", [3] = "axl/lunge"}, {"axl/brace"}, {setup = function(g, axl)
    g:entity_set(g:entity_get(axl, "slot.1"), "status", "drain")
    local m = H.record.entity(g)
    g:entity_set(m, "status.drain", 9)
  end})
  H.select(g, {"Brace"})
  H.answer(g, "Place Brace on the top space")
  H.answer(g, "Row")
  H.answer(g, "End the turn")
  eq(g:entity_get(H.card(g, axl, "axl/iron-stance"), "status"), nil)
  eq(H.record.get(g, "status.drain"), 10)
end)
