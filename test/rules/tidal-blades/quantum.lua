-- Quantum Reservoir upgrades (Synergy 2+ and 4+): gaining them, what each
-- does, and their timing (own turn, once per turn or round, after a roll,
-- when blocking, at the Initiative Reveal, at the start of a turn).
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

-- Axl and Eko with the upgrades given (quantum= option), shells in their
-- Reservoirs, one Coralbug; Axl then Eko then the Coralbugs.
local function pair(quantum, opts)
  opts = opts or {}
  local g = H.game("arena", {"axl", "eko"}, {options = quantum ~= "" and {quantum = quantum} or {}})
  H.keep(g, {coralbug = {1}})
  local a, e = H.hero(g, "axl"), H.hero(g, "eko")
  local bug = H.enemies(g, "coralbug")[1]
  H.put(g, bug, opts.bug or "I8")
  H.put(g, a, opts.axl or "B2")
  H.put(g, e, opts.eko or "B4")
  for _, h in ipairs{a, e} do
    g:entity_set(h, "sh.u", 0)
    g:entity_set(h, "sh.q", 6)
    -- Spirit and Focus full: Energy Boost has nothing to give, so neither
    -- hero is asked about it outside her turn.
    g:entity_set(h, "spirit", g:entity_get(h, "spirit_max"))
    g:entity_set(h, "focus", g:entity_get(h, "focus_max"))
  end
  H.hand(g, a, {"axl/brace", "axl/steady-aim"})
  H.hand(g, e, {"eko/drift", "eko/mend"})
  H.set_track(g, {{a, e, H.group(g, "coralbug")}})
  H.top(g, "coralbug", opts.card or 6)
  if opts.setup then opts.setup(g, a, e, bug) end
  return g, a, e, bug
end

-- Runs to Axl's turn menu: Brace on the top left, the row.
local function axl_turn(g)
  H.select(g, {"Brace", "Drift"})
  H.answer(g, "Place Brace on the top left space")
  H.answer(g, "Row")
end

local function options_of(g) return table.concat(H.decision(g).options, " | ") end

test("upgrades from the option: at most four, never twice the same", function()
  local g = H.game("arena", {"axl"}, {options = {quantum = "nexus_burst+rewind"}})
  local list = g:entity_get_array(H.hero(g, "axl"), "quantum")
  eq(table.concat(list, ","), "reroll,energy_boost,vitality_booster,nexus_burst,rewind")
  local okay, err = pcall(H.game, "arena", {"axl"}, {options = {quantum = "vitality_booster"}})
  ok(not okay and tostring(err):find("same upgrade twice"), tostring(err))
  okay, err = pcall(H.game, "arena", {"axl"}, {options = {quantum = "nexus_burst+rewind+shell_cycler+blade_boost"}})
  ok(not okay and tostring(err):find("at most 4"), "Vitality Booster and four more: " .. tostring(err))
end)

test("Nexus Cleanse removes a Status from any hero's grid", function()
  local g, a, e = pair("nexus_cleanse", {setup = function(g, a, e)
    H.grid(g, e, 1, "eko/mend")
    g:entity_set(g:entity_get(e, "slot.1"), "status", "poison")
  end})
  axl_turn(g)
  local q = g:entity_get(a, "sh.q")
  H.answer(g, "Quantum Nexus Cleanse: remove the Poison from Eko's Mend")
  eq(g:entity_get(g:entity_get(e, "slot.1"), "status"), nil)
  eq(g:entity_get(a, "sh.q"), q - 1, "one shell")
end)

test("Reality Blinker moves any hero one hex, once per turn", function()
  local g, a, e = pair("reality_blinker")
  axl_turn(g)
  H.answer(g, "Quantum Reality Blinker: move Eko to C4")
  eq(H.where(g, e), "C4")
  ok(not H.has(g, "Quantum Reality Blinker"), "once on your turn: " .. options_of(g))
end)

test("Blade Boost: every hero gains a bonus die this round", function()
  local g, a, e = pair("blade_boost")
  axl_turn(g)
  H.answer(g, "Quantum Blade Boost")
  eq(g:entity_get(a, "bolster"), 1)
  eq(g:entity_get(e, "bolster"), 1)
  eq(g:entity_get(a, "sh.q"), 3, "three shells")
end)

test("Restorative Pulse: heroes within range 3 gain 2 health, you included", function()
  local g, a, e = pair("restorative_pulse", {eko = "F2", setup = function(g, a, e)
    H.set_health(g, a, 10)
    H.set_health(g, e, 10)
  end})
  axl_turn(g)
  H.answer(g, "Quantum Restorative Pulse")
  eq(H.health(g, a), 12)
  eq(H.health(g, e), 10, "Eko is 4 hexes away")
end)

test("Nexus Burst: every adjacent figure loses 2 health, once per round", function()
  local g, a, e, bug = pair("nexus_burst", {bug = "C2", eko = "A2"})
  H.set_health(g, bug, 7)
  axl_turn(g)
  local eh = H.health(g, e)
  H.answer(g, "Quantum Nexus Burst")
  eq(H.health(g, bug), 5, "the Coralbug loses 2 (Armor does not help)")
  eq(H.health(g, e), eh - 2, "Eko is adjacent too")
  ok(not H.has(g, "Quantum Nexus Burst"), "once per round")
end)

test("Michronic Lure: the enemy targets the luring hero when it can", function()
  -- The Coralbug (card 1: Attack 3, Move 2) between Axl and Eko would
  -- attack the faster Axl; lured by Eko, it attacks Eko.
  local g, a, e, bug = pair("/michronic_lure", {bug = "D3", axl = "C3", eko = "E3", card = 1})
  H.select(g, {"Brace", "Drift"})
  H.pass(g) -- Axl
  H.answer(g, "Place Drift on the top left space")
  H.answer(g, "Row")
  H.answer(g, "Quantum Michronic Lure: Coralbug 1")
  local ah, eh = H.health(g, a), H.health(g, e)
  H.dice(g, {H.BLANK}, "danger")
  H.answer(g, "End the turn")
  while g:run() == "decision" and (H.kind(g) == "tb.reroll_enemy" or H.kind(g) == "tb.block") do
    g:answer(#H.decision(g).options)
  end
  eq(H.health(g, a), ah, "Axl untouched")
  eq(H.health(g, e), eh - 3, "Eko takes the attack")
end)

test("Michronic Core: a shell to the Reservoir at the start of each turn", function()
  local g, a = pair("michronic_core")
  g:entity_set(a, "sh.u", 6)
  g:entity_set(a, "sh.q", 0)
  g:entity_set(a, "sh.s", 2)
  axl_turn(g)
  eq(g:entity_get(a, "sh.q"), 3, "the Shield's 2 and one from the Uncharged Area")
  eq(g:entity_get(a, "sh.u"), 5)
end)

-- Axl attacks the Coralbug next to him with Steady Aim's ranged Attack 2.
local function attack_roll(quantum, dice, opts)
  local g, a, e, bug = pair(quantum, {bug = "D2", setup = opts and opts.setup})
  H.set_health(g, bug, 9)
  H.select(g, {"Steady Aim", "Drift"})
  H.answer(g, "Place Steady Aim on the top left space")
  H.answer(g, "Row")
  H.answer(g, "Activate Steady Aim")
  H.dice(g, dice)
  H.answer(g, "Use Attack 2")
  while H.kind(g) == "tb.blade" or H.kind(g) == "tb.reroll" do
    H.answer(g, H.kind(g) == "tb.blade" and "Roll as it is" or "Keep the roll")
  end
  return g, a, e, bug
end

test("Probability Hack: another hero rerolls one die of your roll", function()
  local g, a, e, bug = attack_roll("/probability_hack", {H.TIDE, H.HIT, H.HIT}, {setup = function(g, a)
    g:entity_set(a, "sh.q", 0) -- Axl cannot Reroll himself
  end})
  eq(H.kind(g), "tb.hack")
  ok(H.decision(g).prompt:find("^Eko: Probability Hack on Axl's roll"), H.decision(g).prompt)
  H.answer(g, "Reroll die 1")
  while H.kind(g) == "tb.boost" do H.answer(g, "No more boosts") end
  eq(H.health(g, bug), 7, "Tide rerolled to a hit: 2 damage")
  eq(g:entity_get(e, "sh.q"), 5)
end)

test("Targeting Goggles: boost a die without spending Focus, once per attack", function()
  local g, a, e, bug = attack_roll("targeting_goggles", {H.FOCUS2, H.FOCUS1}, {setup = function(g, a)
    g:entity_set(a, "focus", 0)
    g:entity_set_array(a, "quantum", {"targeting_goggles"}, "string")
  end})
  eq(H.kind(g), "tb.goggles")
  H.answer(g, "Boost die 1")
  eq(H.health(g, bug), 7, "two Focus count as damage; no Focus left for the other die")
  eq(g:entity_get(a, "focus"), 0)
end)

test("Shell Cycler: block without uncharging the shell", function()
  local g, a, e, bug = pair("/shell_cycler", {bug = "C2", eko = "B8", card = 1, setup = function(g, a)
    g:entity_set(a, "sh.q", 0)
    g:entity_set(a, "sh.u", 6)
  end})
  H.select(g, {"Brace", "Drift"})
  H.answer(g, "Place Brace on the top left space")
  H.answer(g, "Row")
  H.answer(g, "Activate Brace")
  H.answer(g, "Use Shield 2")
  H.answer(g, "Done with")
  H.answer(g, "End the turn")
  H.pass(g) -- Eko
  H.dice(g, {H.BLANK}, "danger")
  while H.kind(g) == "tb.reroll_enemy" do H.answer(g, "Let it stand") end
  H.answer(g, "Block 3") -- two shells and Unbreakable's Persistent Power
  eq(H.kind(g), "tb.cycler")
  ok(H.decision(g).prompt:find("^Eko: Shell Cycler: keep Axl's shell"), H.decision(g).prompt)
  H.answer(g, "Use Shell Cycler")
  eq(g:entity_get(a, "sh.s"), 2, "both shells stay on Axl's Shield")
end)

test("Temporal Flex: one level up or down at your own Initiative Reveal", function()
  local g, a, e = pair("temporal_flex")
  H.set_track(g, {{e}, {a}, {H.group(g, "coralbug")}})
  H.select(g, {"Brace", "Drift"})
  eq(H.kind(g), "tb.flex")
  ok(H.decision(g).prompt:find("^Axl"), "Axl's own reveal")
  H.answer(g, "Temporal Flex: one level faster")
  eq(H.track(g)[1][2], "Axl", "moved up to the first level, right of Eko")
end)

test("Rewind: swap the Initiative card for one in hand before it is revealed", function()
  local g, a = pair("rewind")
  H.select(g, {"Brace", "Drift"})
  eq(H.kind(g), "tb.rewind")
  H.answer(g, "Swap Brace for Steady Aim")
  -- At Eko's reveal, Axl's Rewind is offered to her: "You or any hero of
  -- your choice".
  eq(H.kind(g), "tb.rewind")
  ok(H.decision(g).prompt:find("^Eko: Rewind %(Axl's%)"), H.decision(g).prompt)
  H.answer(g, "No Rewind")
  eq(H.kind(g), "tb.place")
  ok(H.decision(g).prompt:find("Steady Aim"), "Steady Aim is played instead")
  local hand = g:zone_list(g:zone_find("hand." .. a))
  eq(#hand, 1)
  eq(g:entity_get(hand[1], "name"), "axl/brace", "Brace back in hand")
end)

test("the starting and early abilities on your own turn: Energy Boost and Vitality Booster", function()
  -- "ENERGY BOOST: Gain one Spirit and one Focus." "VITALITY BOOSTER: Choose
  -- a hero to gain 2 health." (Axl starts with it.)
  local g, a, e = pair("", {setup = function(g, a, e)
    H.set_health(g, e, 15)
    g:entity_set(a, "spirit", 0)
    g:entity_set(a, "focus", 0)
  end})
  axl_turn(g)
  local spirit, focus, shells = g:entity_get(a, "spirit"), g:entity_get(a, "focus"), g:entity_get(a, "sh.q")
  H.answer(g, "Quantum Energy Boost")
  eq(g:entity_get(a, "spirit"), spirit + 1)
  eq(g:entity_get(a, "focus"), focus + 1)
  eq(g:entity_get(a, "sh.q"), shells - 2, "two shells (designed)")
  H.answer(g, "Quantum Vitality Booster: Eko gains 2 health")
  eq(H.health(g, e), 17, "any hero, not only an adjacent one")
end)

-- Issue 21: "Unless stated otherwise, these abilities may be activated at
-- any time, including on other heroes' turns." Vitality Booster is offered
-- before an enemy's attack resolves against a hero, so a hero can be
-- healed between two enemy attacks.
test("Vitality Booster on another's turn: before an enemy's attack resolves", function()
  local g, a, e = pair("", {eko = "H8", bug = "I8", card = 1, setup = function(g, a, e)
    H.set_health(g, e, 15)
  end})
  H.select(g, {"Brace", "Drift"})
  H.pass(g) -- Axl
  H.pass(g) -- Eko
  -- The end of Eko's turn: Axl may heal her already.
  eq(H.kind(g), "tb.quantum_any")
  ok(H.decision(g).prompt:find("^Axl: end of Eko's turn"), H.decision(g).prompt)
  H.answer(g, "Not now")
  H.dice(g, {H.BLANK}, "danger")
  while H.kind(g) == "tb.reroll_enemy" do H.answer(g, "Let it stand") end
  eq(H.kind(g), "tb.quantum_any", "the Coralbug's attack is about to hit Eko")
  ok(H.decision(g).prompt:find("^Axl: Coralbug 1's attack %(3 damage%) is about to hit Eko"), H.decision(g).prompt)
  ok(not H.has(g, "Quantum Energy Boost"), "only what helps against the blow")
  H.answer(g, "Quantum Vitality Booster: Eko gains 2 health")
  eq(H.health(g, e), 17)
  -- Still hurt: Axl may use it again (he has the shells), and stops.
  H.answer(g, "Not now")
  while g:run() == "decision" and H.kind(g) == "tb.block" do H.answer(g, "Take") end
  eq(H.health(g, e), 15 + 2 - 3, "healed, then hit")
  eq(g:entity_get(a, "sh.q"), 6 - 2)
end)

test("Energy Boost at the start and end of others' turns; nobody asked who has nothing to use", function()
  -- Spirit and Focus full, nobody hurt: no hero is asked outside her turn.
  local g = pair("")
  H.select(g, {"Brace", "Drift"})
  H.pass(g) -- Axl
  eq(H.kind(g), "tb.place", "straight on to Eko's turn")
  -- With Spirit to gain, Eko may use her Energy Boost at the start of the
  -- round's first turn, Axl's; declined, she is not asked again at its end.
  local g2, _, e2 = pair("", {setup = function(g, a, e) g:entity_set(e, "spirit", 0) end})
  H.select(g2, {"Brace", "Drift"})
  eq(H.kind(g2), "tb.quantum_any")
  ok(H.decision(g2).prompt:find("^Eko: start of Axl's turn"), H.decision(g2).prompt)
  H.answer(g2, "Not now")
  H.pass(g2) -- Axl
  H.pass(g2) -- Eko, who has her own free actions on her turn
  -- The Coralbugs' turn: at its end Eko is asked again.
  while g2:run() == "decision" and H.kind(g2) ~= "tb.quantum_any" do g2:answer(#H.decision(g2).options) end
  ok(H.decision(g2).prompt:find("^Eko: end of Coralbugs's turn"), H.decision(g2).prompt)
  H.answer(g2, "Quantum Energy Boost")
  eq(g2:entity_get(e2, "spirit"), 1)
end)
