-- The board (Board Anatomy, Board Ranges, Sector Tokens, Advance Effect,
-- Imminent Zone, Threat Threshold).
local H = dofile(ROOT .. "/test/rules/long-dark-sea/helpers.lua")

-- Ends the active player's First Main Phase: the Scenario Phase runs.
local function scenario(g) return H.answer(g, "End the First Main Phase") end

test("twelve Sectors in three rows; the line's Sectors cost their number", function()
  local g = H.game()
  local grid = H.get(g, "grid")
  local rows, cols = g:sector_grid_size(grid)
  eq(rows * cols, 12, "3 rows of 4 Sectors")
  -- "Each Sector displays a printed central value indicating its name and cost"
  for n = 1, 9 do
    local e = H.sector_entity(g, n)
    eq(g:entity_get(e, "cost"), n, "Sector " .. n .. " costs " .. n)
  end
  -- "the bottom row - also called the Imminent Zone - at Short Range"
  for n = 1, 4 do eq(g:sector_range(grid, H.sector(g, n)), 1, "Sector " .. n .. " is Short") end
  eq(g:sector_range(grid, H.sector(g, 5)), 2, "Sector 5 is Medium")
  for n = 6, 9 do eq(g:sector_range(grid, H.sector(g, n)), 3, "Sector " .. n .. " is Long") end
end)

test("the Advance: the top Raid card enters Sector 9 face down and pushes the line on", function()
  local g = H.game{options = {raid = "reef-marauder,titan-vent,sunken-forge", board = "7:ghost-tide"}}
  local deck_before = g:zone_size(H.zone(g, "ld.raid"))
  scenario(g)
  -- "place the top card of the Raid deck in the Sector closest to the deck,
  -- without revealing it."
  eq(H.def_id(g, H.card_at(g, 9)), "reef-marauder")
  eq(g:entity_get(H.card_at(g, 9), "revealed"), nil, "face down")
  eq(g:zone_size(H.zone(g, "ld.raid")), deck_before - 1, "taken from the Raid deck")
  H.answer(g, "End the Second Main Phase")
  H.answer(g, "Discard your hand")
  scenario(g)
  -- "If that Sector is already occupied, push the card toward the next
  -- closest Sector ... that ends when a card reaches an empty Sector".
  eq(H.def_id(g, H.card_at(g, 9)), "titan-vent")
  eq(H.def_id(g, H.card_at(g, 8)), "reef-marauder", "pushed on")
  eq(H.def_id(g, H.card_at(g, 7)), "ghost-tide", "past the gap nothing moved")
  eq(H.card_at(g, 6), nil)
  H.answer(g, "End the Second Main Phase")
  H.answer(g, "Discard your hand")
  scenario(g)
  eq(H.def_id(g, H.card_at(g, 6)), "ghost-tide", "the chain reached it")
  eq(H.def_id(g, H.card_at(g, 9)), "sunken-forge")
end)

-- "Cards with the «Immovable» keyword do not move. Instead, the card
-- attempting to push them bypasses them and is placed in the next available
-- Sector."
test("the Ash Warden is Immovable: pushed cards pass over it", function()
  local g = H.game{options = {raid = "reef-marauder", board = "9:titan-vent,8:sunken-forge,6:ghost-tide"}}
  local warden = g:deck_find(H.get(g, "secret_deck"), "def", "ash-warden")
  ok(warden, "Secret 1 waits in the Secrets deck")
  ok(g:entity_has_tag(warden, "immovable"), "tagged Immovable")
  -- Put it in Sector 7 by hand, as Chapter 2 would in Sector 5.
  g:zone_remove(warden)
  g:sector_place(H.get(g, "grid"), H.sector(g, 7), warden)
  g:entity_set(warden, "revealed", true)
  scenario(g)
  eq(H.def_id(g, H.card_at(g, 9)), "reef-marauder")
  eq(H.def_id(g, H.card_at(g, 8)), "titan-vent")
  eq(H.card_at(g, 7), warden, "the Warden did not move")
  eq(H.def_id(g, H.card_at(g, 6)), "sunken-forge", "Sunken Forge passed over it")
  eq(H.def_id(g, H.card_at(g, 5)), "ghost-tide", "and pushed Ghost Tide on")
end)

-- "If, as a result of the Advance effect, a hidden card reaches the Imminent
-- Zone, it must be revealed immediately. When revealed this way, its
-- «Reveal» effect is also applied."
test("a hidden card pushed into the Imminent Zone is revealed, with its «Reveal»", function()
  local g = H.game{options = {raid = "reef-marauder", board = "9:titan-vent,8:sunken-forge,7:smugglers-cove,6:burning-reef,5:ghost-tide"}}
  local threat = H.track(g, "threat")
  scenario(g)
  local c = H.card_at(g, 4)
  eq(H.def_id(g, c), "ghost-tide", "pushed into Sector 4")
  eq(g:entity_get(c, "revealed"), true, "revealed at once")
  eq(H.track(g, "threat"), threat + 1, "its «Reveal»: advance the Threat Track by 1")
  eq(g:entity_get(H.card_at(g, 5), "revealed"), nil, "Sector 5 is not in the Imminent Zone")
end)

-- Threat Threshold.
local HIDDEN_TAIL = "6:ghost-tide,7:reef-marauder,8:reef-marauder,9:ash-corsair"

test("a hidden card leaving the line advances the Threat Track and is recovered", function()
  local g = H.game{options = {raid = "titan-vent",
    board = "1:temple-of-ashes,2:sunken-forge+,3:smugglers-cove+,4:burning-reef+,5:salvage-drift," .. HIDDEN_TAIL}}
  local temple = H.card_at(g, 1)
  eq(g:entity_get(temple, "revealed"), nil, "the Temple lies face down in Sector 1")
  local threat = H.track(g, "threat")
  H.answer(g, "End the First Main Phase")
  -- "If a hidden card leaves the Raid Line this way, always advance the
  -- Threat Track and reveal the card to resolve its «Threat» timeword, if
  -- applicable, before recovering it."
  eq(H.track(g, "threat"), threat + 1, "+1 Threat")
  local raid = H.zone(g, "ld.raid")
  eq(g:zone_at(raid, g:zone_size(raid)), temple, "recovered: at the bottom of the Raid deck")
  eq(g:entity_get(temple, "revealed"), nil, "face down again")
  eq(H.def_id(g, H.card_at(g, 1)), "sunken-forge", "the line moved on")
  eq(H.def_id(g, H.card_at(g, 4)), "salvage-drift", "pushed into the Imminent Zone")
  eq(g:entity_get(H.card_at(g, 4), "revealed"), true, "and revealed")
end)

-- Issue 21: a hidden card that leaves the line "reveal[s] the card", and
-- «Reveal» is "Resolved when the card is revealed by any game effect": a
-- hidden Ghost Tide pushed off gives the Threat +1 for leaving and its
-- «Reveal» too (Threat +1, the active player «Commandeer 2»).
test("a hidden card leaving the line is revealed with its «Reveal», then recovered", function()
  local g = H.game{options = {raid = "titan-vent",
    board = "1:ghost-tide,2:sunken-forge+,3:smugglers-cove+,4:burning-reef+,5:salvage-drift," ..
            "6:temple-of-ashes,7:reef-marauder,8:reef-marauder,9:ash-corsair"}}
  local tide = H.card_at(g, 1)
  local threat = H.track(g, "threat")
  local deck = g:zone_size(H.zone(g, "deck", 0))
  H.answer(g, "End the First Main Phase")
  eq(H.track(g, "threat"), threat + 2, "+1 for leaving the line, +1 for its «Reveal»")
  eq(g:zone_size(H.zone(g, "deck", 0)), deck - 2, "«Commandeer 2»")
  eq(g:entity_get(tide, "reveals"), 1, "revealed once, as any reveal counts")
  local raid = H.zone(g, "ld.raid")
  eq(g:zone_at(raid, g:zone_size(raid)), tide, "then recovered")
  eq(g:entity_get(tide, "revealed"), nil, "face down again")
end)

test("a revealed Location leaving the line does not advance the Threat Track", function()
  local g = H.game{options = {raid = "titan-vent",
    board = "1:temple-of-ashes+,2:sunken-forge+,3:smugglers-cove+,4:burning-reef+,5:salvage-drift," .. HIDDEN_TAIL}}
  local threat = H.track(g, "threat")
  H.answer(g, "End the First Main Phase")
  -- "Any other revealed card (that is not an Enemy) that leaves the Raid
  -- Line is also recovered and resolves its «Threat» timeword, but DOES NOT
  -- ADVANCE the Threat Track."
  local raid = H.zone(g, "ld.raid")
  eq(H.def_id(g, g:zone_at(raid, g:zone_size(raid))), "temple-of-ashes", "recovered")
  eq(H.track(g, "threat"), threat, "no Threat")
end)

test("a revealed Enemy leaving the line advances the Threat Track and resolves «Threat»", function()
  local g = H.game{options = {raid = "titan-vent",
    board = "1:ashen-dreadnought+,2:sunken-forge+,3:smugglers-cove+,4:burning-reef+,5:salvage-drift," .. HIDDEN_TAIL}}
  local threat = H.track(g, "threat")
  H.answer(g, "End the First Main Phase")
  -- It activates first (Destiny, then its Raid Attack): no Block.
  eq(select(2, H.prompt(g)), "block")
  local damage = H.pget(g, 0, "damage")
  H.answer(g, "No Block")
  local destiny = g:zone_at(H.zone(g, "ld.destiny.discard"), 1)
  local n = tonumber((H.def_id(g, destiny):match("(%d+)$")))
  local attack = n <= 2 and 2 or n <= 4 and 3 or 4
  -- "If, due to the Advance effect, a revealed Enemy leaves the Raid Line
  -- through the Sector closest to the players, advance the Threat Track by 1
  -- and, if applicable, resolve its «Threat» timeword. Then recover the card."
  eq(H.track(g, "threat"), threat + 1, "+1 Threat")
  eq(H.pget(g, 0, "damage"), damage + attack + 1,
     "Destiny " .. n .. ": Attack " .. attack .. ", then its «Threat»: 1 direct Damage to each player")
  local raid = H.zone(g, "ld.raid")
  eq(H.def_id(g, g:zone_at(raid, g:zone_size(raid))), "ashen-dreadnought", "recovered")
end)

-- Sector Tokens: "Each circular space can hold up to 4 Counters or a single
-- Character token. Counters have absolute priority: if a Counter must be
-- placed and all three spaces are already occupied, the active player
-- chooses which Character token is discarded."
test("Sector Counters: four to a space, and they push Character tokens out", function()
  local g = H.game{options = {board = "4:ash-storm+"}}
  local e = H.sector_entity(g, 4)
  -- Three Fortune tokens of Morrilyn fill the three spaces.
  H.set_spaces(g, e, {"fortune", "fortune", "fortune"}, {1, 1, 1}, {0, 0, 0})
  g:entity_set(H.player(g, 0), "tokens", 0)
  H.answer(g, "End the First Main Phase")
  -- The Ash Storm activates: 2 direct Damage, then a Counter in its Sector.
  local prompt, kind = H.prompt(g)
  eq(kind, "counter_space", "the active player chooses a token to discard")
  H.answer(g, "Discard the fortune token in space 2")
  local kinds = g:entity_get_array(e, "sp.kind")
  eq(table.concat(kinds, " "), "fortune counter fortune")
  eq(H.pget(g, 0, "tokens"), 1, "the token went back to Morrilyn")
  eq(H.tokens(g, 4, "counter"), 1)
  -- Act I's Counters raise the cost (designed).
  eq(g:entity_get(e, "cost_now"), 5, "Sector 4 costs 5 now")
  -- More Counters fill that space up to 4 before taking another.
  g:entity_set_array(e, "sp.n", {1, 4, 1})
  H.answer(g, "End the Second Main Phase")
  H.answer(g, "Discard your hand")
  H.answer(g, "End the First Main Phase")
  eq(select(2, H.prompt(g)), "counter_space", "a full space of Counters takes no more")
  H.answer(g, "Discard the fortune token in space 1")
  eq(table.concat(g:entity_get_array(e, "sp.kind"), " "), "counter counter fortune")
  eq(table.concat(g:entity_get_array(e, "sp.n"), " "), "1 4 1")
end)

-- «Exposed»: "Reduce the printed Sector's value by 1 per token." Little
-- Wall: "Whenever he reveals a card at Long Range, he may place 1
-- «Exposed» token".
test("Little Wall reveals at Long Range and Exposes the Sector", function()
  local g = H.game{crew = {"little-wall"},
                   options = {board = "7:reef-marauder", stack0 = "under-control,charged-shot,charged-shot,charged-shot,take-a-detour,evasive-maneuver"}}
  H.answer(g, "Reveal Sector 7 (hidden skull) with Under Control (2, Long; cost 7)")
  for _ = 1, 3 do H.answer(g, "Boost with Charged Shot (+1)") end
  H.answer(g, "Boost with Take a Detour (+2)")
  H.answer(g, "Resolve (value 7, cost 7)")
  eq(g:entity_get(H.card_at(g, 7), "revealed"), true, "revealed")
  H.answer(g, "Place an Exposed token in Sector 7")
  eq(H.tokens(g, 7, "exposed"), 1)
  eq(g:entity_get(H.sector_entity(g, 7), "cost_now"), 6, "Sector 7 costs 6")
end)
