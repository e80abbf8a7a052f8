-- Keywords and timewords of the Reference Guide that Raid cards carry:
-- Bypass, Recover, Reveal X, Engulf, Commandeer, Echo.
local H = dofile(ROOT .. "/test/rules/long-dark-sea/helpers.lua")
local R, C, L = H.RAID, H.RES, H.LOOT

local MORRILYN = "sabotage,keep-an-eye-out,boarding,lucky-day,tailwind,echo-of-gunpowder"

-- «Bypass»: "Resolved when another card passes over the card with this
-- skill." «Recover»: "Resolved when the card is recovered".
test("the Maelstrom: Bypass reveals the card passing over it; Recover adds Threat", function()
  local g = H.game{options = {raid = "reef-marauder", board = "9:titan-vent,8:maelstrom+", stack0 = MORRILYN}}
  local vent = H.card_at(g, 9)
  H.answer(g, "End the First Main Phase")
  eq(H.card_at(g, 7), vent, "the Titan Vent passed over the Maelstrom")
  eq(g:entity_get(vent, "revealed"), true, "and was revealed doing so")
  eq(g:entity_get(H.card_at(g, 9), "revealed"), nil, "the new card, which passed nothing, was not")
  -- Time 3: after its third activation it is recovered, and «Recover» adds Threat.
  local maelstrom = H.card_at(g, 8)
  eq(g:entity_get(maelstrom, "time"), 2)
  g:entity_set(maelstrom, "time", 1)
  local threat = H.track(g, "threat")
  H.answer(g, "End the Second Main Phase")
  H.answer(g, "Keep your hand")
  H.answer(g, "End the First Main Phase")
  eq(g:zone_of(maelstrom), H.zone(g, "ld.raid"), "recovered")
  eq(H.track(g, "threat"), threat + 1, "«Recover»: +1 Threat")
end)

-- «Reveal X»: "If a number is shown, it indicates how many times that same
-- card must be revealed to apply that effect."
test("Reveal 2: the Sunken Colossus pays out on its second reveal", function()
  local g = H.game{options = {board = "5:sunken-colossus", stack0 = MORRILYN, loot = "grog", inv0 = "signal-flare"}}
  local colossus = H.card_at(g, 5)
  H.answer(g, "Reveal Sector 5 (hidden mountain) with Boarding! (2, Medium; cost 5)")
  H.answer(g, "Boost with Sabotage (+1)")
  H.answer(g, "Boost with Keep an Eye Out (+1)")
  H.answer(g, "Boost with Tailwind (+1)")
  H.answer(g, "Resolve (value 5, cost 5)")
  eq(g:entity_get(colossus, "reveals"), 1)
  eq(H.ids(g, "inv", 0), "signal-flare", "the first reveal gives nothing")
  -- Face down again (as after a recovery and a new Advance).
  g:entity_set(colossus, "revealed", nil)
  g:zone_insert(H.zone(g, "ld.hidden"), colossus)
  H.answer(g, "End the First Main Phase")
  H.until_main(g, "Second Main Phase")
  H.answer(g, "Retire Signal Flare")
  H.answer(g, "Sector 5")
  eq(g:entity_get(colossus, "reveals"), 2)
  eq(H.ids(g, "inv", 0), "grog", "«Reveal 2»: each player draws 1 Loot card")
end)

-- «Engulf»: "Retire this card and all cards beneath it. Discard all tokens
-- in its Sector."
test("the Abyssal Vortex engulfs itself and the tokens of its Sector", function()
  local g = H.game{options = {board = "5:abyssal-vortex", stack0 = MORRILYN}}
  local vortex = H.card_at(g, 5)
  local e = H.sector_entity(g, 5)
  H.set_spaces(g, e, {"fortune", "counter", "none"}, {1, 2, 0}, {0, -1, -1})
  g:entity_set(H.player(g, 0), "tokens", 2)
  H.answer(g, "Reveal Sector 5 (hidden eclipse) with Boarding! (2, Medium; cost 5)")
  H.answer(g, "Boost with Sabotage (+1)")
  H.answer(g, "Boost with Keep an Eye Out (+1)")
  H.answer(g, "Boost with Tailwind (+1)")
  H.answer(g, "Boost with Lucky Day (+2)")
  H.answer(g, "Resolve (value 7, cost 7)") -- the two Counters raise the cost
  eq(H.pget(g, 0, "damage"), 1, "its «Reveal»: 1 direct Damage")
  eq(g:zone_of(vortex), g:deck_retired_zone(), "retired")
  eq(H.card_at(g, 5), nil)
  eq(table.concat(g:entity_get_array(e, "sp.kind"), " "), "none none none", "every token discarded")
  eq(H.pget(g, 0, "tokens"), 3, "Morrilyn's token went back to her")
end)

-- «Commandeer X»: "Discard X cards from the top of your deck."
test("the Ghost Tide makes the active player Commandeer 2", function()
  local g = H.game{options = {board = "5:ghost-tide", stack0 = MORRILYN .. ",lucky-day,boarding"}}
  H.answer(g, "Reveal Sector 5 (hidden vortex) with Boarding! (2, Medium; cost 5)")
  H.answer(g, "Boost with Sabotage (+1)")
  H.answer(g, "Boost with Keep an Eye Out (+1)")
  H.answer(g, "Boost with Tailwind (+1)")
  H.answer(g, "Resolve (value 5, cost 5)")
  local discard = H.ids(g, "discard", 0)
  ok(discard:find("lucky%-day boarding") or discard:find("boarding lucky%-day"), "the top two cards: " .. discard)
end)

-- «Echo X»: "Place X generic counters on the card. Each counter triggers the
-- described effect X times."
test("Echo of Gunpowder: «Echo 1» deals 1 more direct Damage", function()
  local g = H.game{options = {board = "5:ash-corsair+", stack0 = MORRILYN}}
  local corsair = H.card_at(g, 5)
  H.answer(g, "Attack Sector 5 «Ash Corsair» with Echo of Gunpowder (2, Medium)")
  H.answer(g, "Resolve (value 2)")
  eq(g:entity_get(corsair, "damage"), 2, "1 (2 less Block 1), then 1 direct")
end)
