-- Solo Mode: the Ally board (three spaces, the Persistent Power space), the
-- Ally's turn, clearing, Power cards, Wounds and Statuses.
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

-- One player: Axl leads, Eko is the Ally. One Coralbug far away unless the
-- test keeps others.
local function solo(opts)
  opts = opts or {}
  local g = H.game("arena", {"axl", "eko"}, {players = 1, options = {solo = "1"}})
  H.keep(g, opts.keep or {coralbug = {1}})
  local a, e = H.hero(g, "axl"), H.hero(g, "eko")
  H.put(g, a, "B2")
  H.put(g, e, "B4")
  if H.enemies(g, "coralbug")[1] and g:entity_get(H.enemies(g, "coralbug")[1], "on") then
    H.put(g, H.enemies(g, "coralbug")[1], "I8")
  end
  H.hand(g, a, {"axl/brace"})
  H.hand(g, e, opts.hand or {"eko/drift"})
  if opts.setup then opts.setup(g, a, e) end
  return g, a, e
end

local function name_at(g, h, slot)
  local c = g:entity_get(h, "slot." .. slot)
  return c and g:entity_get(c, "name")
end

test("setup: the Ally's Power card goes to the Persistent Power space", function()
  -- "At the start of the scenario, the Ally places 1 Power card into the
  -- Persistent Power card space ... The Ally gains the Persistent Power from
  -- the card in this space, but not the actions."
  local g, a, e = solo()
  ok(g:entity_get(e, "ally"), "Eko is the Ally")
  ok(not g:entity_get(a, "ally"), "Axl leads")
  eq(name_at(g, e, 9), "eko/quantum-focus")
  eq(name_at(g, e, 5), nil)
  eq(name_at(g, a, 5), "axl/unbreakable", "the Leader's grid as usual")
end)

test("the Ally's turn: the card on an open space, the card and then the space resolved", function()
  -- "On the Ally's turn, place the card in an open space on the Ally grid
  -- and resolve all actions."
  local g, a, e = solo{setup = function(g, a, e) H.set_track(g, {{a, e, H.group(g, "coralbug")}}) end}
  H.select(g, {"Brace", "Drift"}) -- the one player chooses for Axl, then for Eko
  H.pass(g) -- Axl
  local d = H.decision(g)
  eq(d.kind, "tb.ally_place")
  eq(#d.options, 3, "three spaces")
  H.answer(g, "Place Drift on the left space")
  H.answer(g, "Use Move 2")
  H.answer(g, "Move to D4")
  if H.has(g, "End the move") then H.answer(g, "End the move") end -- step-wise moves
  eq(H.where(g, e), "D4", "Drift's Move 2")
  H.answer(g, "Done with")
  ok(H.has(g, "Use Move 2 (left space)"), "then the space's Move 2")
  H.answer(g, "Use Move 2 (left space)")
  H.answer(g, "Move to F4")
  if H.has(g, "End the move") then H.answer(g, "End the move") end -- step-wise moves
  eq(H.where(g, e), "F4")
  eq(name_at(g, e, 1), "eko/drift")
end)

test("clearing: a full Ally board is cleared at the end of the turn; a cleared Power card may become the Persistent Power", function()
  -- "CLEARING: At the end of the turn, if all spaces are full, clear all
  -- cards following normal clearing rules." "When a Power card is cleared,
  -- you may place it into the Persistent Power space".
  local g, a, e = solo{setup = function(g, a, e)
    H.set_track(g, {{a, e, H.group(g, "coralbug")}})
    local qf = g:entity_get(e, "slot.9")
    g:entity_set(e, "slot.9", nil)
    g:entity_set(e, "slot.1", qf)
    H.grid(g, e, 2, "eko/mend")
  end}
  H.select(g, {"Brace", "Drift"}) -- the one player chooses for Axl, then for Eko
  H.pass(g)
  -- The right space is the only open one: Drift goes there at once.
  eq(H.kind(g), "tb.action")
  while H.kind(g) == "tb.action" or H.kind(g) == "tb.move" do g:answer(#H.decision(g).options) g:run() end
  H.answer(g, "End the turn")
  eq(H.kind(g), "tb.ally_power")
  H.answer(g, "Make Quantum Focus the Persistent Power")
  while H.kind(g) == "tb.refresh" do H.answer(g, "Keep the rest") end
  eq(name_at(g, e, 1), nil, "cleared")
  eq(name_at(g, e, 2), nil)
  eq(name_at(g, e, 3), nil)
  eq(name_at(g, e, 9), "eko/quantum-focus", "now the Persistent Power")
  eq(g:zone_size(g:zone_find("hand." .. e)), 4, "drawn up to 4")
end)

test("Wounds go to the Wound space; a Status that cannot be placed costs nothing", function()
  -- "WOUNDS: Each time the Ally hero is wounded, place a Wound card in the
  -- Wound space ... It has no effect in the scenario". "STATUSES: The ally
  -- does not lose life if they cannot place a Status." A Seahound (card 3:
  -- Attack 3, Tide: Flatfooted) attacks Eko before her turn: her board has
  -- no movement card for the Flatfooted.
  local g, a, e = solo{keep = {seahounds = {1}}, setup = function(g, a, e)
    H.put(g, H.enemies(g, "seahounds")[1], "C4")
    H.set_track(g, {{a, H.group(g, "seahounds"), e}})
    H.top(g, "seahounds", 3)
    H.set_health(g, e, 16) -- 16 - 3 = 13: into the Wounded level
  end}
  H.select(g, {"Brace", "Drift"}) -- the one player chooses for Axl, then for Eko
  H.dice(g, {H.DTIDE}, "danger")
  H.pass(g)
  eq(H.health(g, e), 13, "3 damage, no 2 for the Status")
  eq(g:entity_get(e, "ally_wounds"), 1)
  for i = 1, 9 do ok(name_at(g, e, i) ~= "wound", "no Wound card on the board") end
  eq(H.kind(g), "tb.ally_place", "Eko's turn goes on")
end)
