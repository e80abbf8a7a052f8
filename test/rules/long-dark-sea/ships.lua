-- The Raid Ships (Raid Gear, Enemy Crew, «Deploy», Gachadrones, Drones).
local H = dofile(ROOT .. "/test/rules/long-dark-sea/helpers.lua")
local R = H.RAID

local function count_in(g, zone, kind)
  local n = 0
  for _, c in ipairs(g:zone_list(zone)) do
    if g:entity_get(c, "ck") == kind then n = n + 1 end
  end
  return n
end

-- "spend the XP indicated on the Additional Setup card to form their shared
-- Raid Gear. Some cards, such as Drones or Orders, are shuffled into the
-- Raid deck, while others, such as the Gachadrone, are placed in the Shared
-- Area." "spend the indicated XP to form the Enemy Crew ... Shuffle its
-- cards into the Raid deck and, with the remaining cards, place a number of
-- hidden cards equal to its Load Value face down on the enemy ship."
test("setup: Raid Gear and Enemy Crew within their XP, the ship loaded", function()
  local g = H.game()
  local raid = H.zone(g, "ld.raid")
  eq(count_in(g, raid, "raidgear"), 3, "Harpoon Drone, Repair Drone, Allied Flare")
  eq(count_in(g, raid, "crew"), 3, "two Maw Boarders and the Enemy Beacon")
  eq(g:zone_size(H.zone(g, "ld.ship.enemy")), 2, "Load Value 2")
  eq(g:view_zone_level(H.zone(g, "ld.ship.enemy"), 0), "size", "hidden: players know only how many")
  g = H.game{options = {raidgear = "gachadrone,allied-flare"}}
  eq(count_in(g, H.zone(g, "ld.shared"), "raidgear"), 1, "the Gachadrone in the Shared Area")
  eq(g:zone_size(H.zone(g, "ld.gacha")), 1, "Load Value 1 per player: one hidden card")
  fails(function() H.game{options = {raidgear = "gachadrone,harpoon-drone,repair-drone"}} end, "40 XP of Raid Gear, more than 30")
  fails(function() H.game{options = {enemycrew = "maw-gunner,maw-gunner,maw-boarder"}} end, "40 XP of Enemy Crew")
end)

-- "The «Enemy Beacon» Order card forces players to interact with the enemy
-- ship, either placing it on the game board if it is available or
-- deploying new hidden Enemies according to its Load Value."
test("the first Enemy Beacon brings the enemy ship onto the board", function()
  local g = H.game{options = {board = "3:enemy-beacon+"}}
  local ship = H.get(g, "enemy_ship")
  eq(H.def_id(g, ship), "ashen-maw")
  eq(g:zone_of(ship), H.zone(g, "ld.ship.dock"), "to one side of the board")
  H.answer(g, "End the First Main Phase")
  H.until_main(g, "Second Main Phase")
  eq(H.card_at(g, 3), ship, "the ship took the Beacon's Sector")
  eq(g:entity_get(ship, "revealed"), true)
  eq(g:zone_size(H.zone(g, "ld.ship.enemy")), 2, "its hidden cards still beneath it")
  local raid = H.zone(g, "ld.raid")
  eq(H.def_id(g, g:zone_at(raid, g:zone_size(raid))), "enemy-beacon", "the Beacon recovered")
end)

-- «Deploy»: "Reveal the top hidden card placed under the target card (Load
-- Value)."
test("with the ship on the board, the Beacon deploys the ship's top hidden Crew card", function()
  local g = H.game{options = {board = "3:enemy-beacon+,9:ashen-maw+"}}
  local hold = H.zone(g, "ld.ship.enemy")
  local top = g:zone_at(hold, 1)
  H.answer(g, "End the First Main Phase")
  H.until_main(g, "Second Main Phase")
  eq(H.card_at(g, 3), top, "the Crew card took the Beacon's Sector")
  eq(g:entity_get(top, "revealed"), true, "revealed")
  eq(g:zone_size(hold), 0, "the ship deployed the other one itself")
end)

-- The ship's «Activate» (designed): «Deploy» into the closest empty Sector
-- before it.
test("the enemy ship deploys the card beneath it into the closest empty Sector before it", function()
  local g = H.game{options = {board = "5:ashen-maw+,4:ash-corsair"}}
  local hold = H.zone(g, "ld.ship.enemy")
  local top = g:zone_at(hold, 1)
  H.answer(g, "End the First Main Phase")
  H.until_main(g, "Second Main Phase")
  eq(H.card_at(g, 5), H.get(g, "enemy_ship"), "Immovable: it stays in Sector 5")
  eq(H.card_at(g, 3), top, "Sector 4 is taken: the Crew card lands in Sector 3")
  eq(g:zone_size(hold), 1)
end)

-- «Engulf»: "Retire this card and all cards beneath it."; "When an Enemy ...
-- is defeated, place it face up in the Necropolis."
test("the enemy ship defeated: to the Necropolis, the cards beneath it retired", function()
  local g = H.game{options = {board = "5:ashen-maw+"}}
  local ship = H.card_at(g, 5)
  local hold = H.zone(g, "ld.ship.enemy")
  local under = g:zone_list(hold)
  g:entity_set(ship, "damage", 5)
  g:entity_set(ship, "bleed", 1) -- one Bleed flip deals the last 2 direct Damage
  H.answer(g, "End the First Main Phase")
  H.until_main(g, "Second Main Phase")
  eq(g:zone_of(ship), H.zone(g, "ld.necropolis"))
  eq(g:zone_size(hold), 0)
  eq(g:zone_of(under[1]), g:deck_retired_zone(), "sunk with it")
end)

-- "To activate a Gachadrone, during your turn spend the Resources indicated
-- in any of the three options on its front side and flip it ... After use,
-- Gachadrones require time to be ready again, reducing their Time Value by 1
-- during each Maintenance Phase."
test("a Gachadrone: pay, roll, win its hidden card; then it needs time", function()
  local g = H.game{options = {raidgear = "gachadrone"}}
  local titanure = H.pget(g, 0, "titanure")
  local prize = g:zone_at(H.zone(g, "ld.gacha"), 1)
  ok(H.has(g, "Activate the Gachadrone: pay 3 Titanure, roll 3 Raid dice"), "three options")
  g:dice_force({R.miss, R.success, R.blank}, "explore")
  H.answer(g, "Activate the Gachadrone: pay 3 Titanure, roll 3 Raid dice")
  eq(H.pget(g, 0, "titanure"), titanure - 3)
  local owner_zone = g:zone_of(prize)
  ok(owner_zone == H.zone(g, "gear", 0) or owner_zone == H.zone(g, "inv", 0), "the hidden card is hers")
  ok(not H.has(g, "Activate the Gachadrone"), "flipped: not ready")
  H.answer(g, "End the First Main Phase")
  H.until_main(g, "Second Main Phase")
  H.answer(g, "End the Second Main Phase")
  H.answer(g, "Keep your hand")
  local gacha
  for _, c in ipairs(g:zone_list(H.zone(g, "ld.shared"))) do
    if H.def_id(g, c) == "gachadrone" then gacha = c end
  end
  eq(g:entity_get(gacha, "time"), 1, "Time 2, less 1 in Maintenance")
end)

-- Allied Drones: "cards shuffled into the Raid deck can only resolve their
-- activated skills at this moment."
test("a Harpoon Drone strikes the closest revealed Enemy when activated", function()
  local g = H.game{options = {board = "2:harpoon-drone+,4:reef-marauder+,6:ash-corsair+"}}
  local marauder, corsair = H.card_at(g, 4), H.card_at(g, 6)
  H.answer(g, "End the First Main Phase")
  eq(g:entity_get(marauder, "damage"), 1, "the closest Enemy")
  eq(g:entity_get(corsair, "damage"), nil)
end)
