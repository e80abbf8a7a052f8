-- Exploring (Explore Action, Exploration Dice, Resources, Loot Cards,
-- Tracks, Difficulty Levels).
local H = dofile(ROOT .. "/test/rules/long-dark-sea/helpers.lua")
local R, C, L = H.RAID, H.RES, H.LOOT

local function temple(options)
  local o = {board = "4:temple-of-ashes+", stack0 = "sabotage,keep-an-eye-out,boarding,eternal-companion,lucky-day,tailwind"}
  for k, v in pairs(options or {}) do o[k] = v end
  return H.game{options = o}
end

-- Explores the Temple with the Character Action and two Boosts; the dice
-- show faces.
local function explore_temple(g, faces)
  H.answer(g, "Explore Sector 4 «Temple of Ashes» with Character Action (2, Medium; cost 4)")
  H.answer(g, "Boost with Sabotage (+1)")
  H.answer(g, "Boost with Keep an Eye Out (+1)")
  g:dice_force(faces, "explore")
  H.answer(g, "Resolve (value 4, cost 4)")
  eq(g:dice_forced("explore"), 0, "the dice were rolled")
end

-- "Choose the difficulty for each track. This will be its reset point."
test("each track starts at its difficulty's reset point", function()
  local g = H.game{options = {mission = "easy", threat = "hard"}}
  eq(H.track(g, "mission"), 2, "Mission, Easy")
  eq(H.track(g, "threat"), 2, "Threat, Hard")
  g = H.game{options = {difficulty = "hard"}}
  eq(H.track(g, "mission"), 0, "Mission, Hard")
  eq(H.track(g, "threat"), 2, "Threat, Hard")
  eq(H.pget(g, 0, "credit"), 0, "Hard: no Credits")
  g = H.game{options = {difficulty = "easy"}}
  eq(H.pget(g, 0, "credit"), 8, "Easy: 8 Credits")
  eq(H.pget(g, 0, "belitium"), 5)
  eq(H.pget(g, 0, "titanure"), 5)
end)

-- "First, apply Resource results ... Next, apply Loot results ... Then
-- apply Success results, advancing the Mission Track ... Finally, apply Miss
-- results, advancing the Threat Track".
test("a roll gives resources, then Loot, then Successes, then Misses", function()
  local g = temple{loot = "grog"}
  local credit, mission, threat = H.pget(g, 0, "credit"), H.track(g, "mission"), H.track(g, "threat")
  local mark = g:event_end()
  explore_temple(g, {R.success, R.miss, C.two, L.loot})
  eq(H.pget(g, 0, "credit"), credit + 2, "2 Credits")
  eq(H.ids(g, "inv", 0), "grog", "a Loot Item")
  eq(H.track(g, "mission"), mission + 1)
  eq(H.track(g, "threat"), threat + 1)
  -- In that order: the Loot card moves before either track does.
  local loot_at, mission_at, threat_at
  for seq = mark, g:event_end() - 1 do
    local e = g:event_get(seq)
    if e.kind == "zone.move" and g:entity_exists(e.subject) and g:entity_get(e.subject, "def") == "grog" then loot_at = loot_at or seq end
    if e.kind == "entity.set" and e.subject == H.get(g, "mission") then mission_at = mission_at or seq end
    if e.kind == "entity.set" and e.subject == H.get(g, "threat") then threat_at = threat_at or seq end
  end
  ok(loot_at < mission_at and mission_at < threat_at, "Loot, then Mission, then Threat")
end)

-- "When either track reaches its limit, immediately draw and resolve its
-- corresponding card. Once resolved, the track is reset ... It is possible
-- for both tracks to reach their limit at the same time during a single
-- roll. In that case, resolve the Mission card first, followed by the
-- Threat card. Any excess Successes or Misses rolled after reaching a
-- track's limit are lost."
test("both tracks fill in one roll: the Mission card first, the excess lost", function()
  local g = temple{missions = "whispers-in-the-smoke", threats = "dark-current"}
  g:track_set(H.get(g, "mission"), 7)
  g:track_set(H.get(g, "threat"), 5)
  g:entity_set(H.player(g, 0), "damage", 4)
  local mark = g:event_end()
  explore_temple(g, {R.success, R.success, C.miss, L.miss})
  -- Whispers in the Smoke: each player Heals 2, then the next Chapter.
  eq(H.pget(g, 0, "damage"), 2, "the Mission card resolved")
  eq(H.get(g, "chapter"), 2, "Chapter 2 revealed")
  eq(H.track(g, "mission"), 1, "reset to Normal's point; the second Success is lost")
  eq(H.track(g, "threat"), 1, "reset too; the second Miss is lost")
  local mission_at, threat_at
  for seq = mark, g:event_end() - 1 do
    local e = g:event_get(seq)
    if e.kind == "zone.move" and g:entity_exists(e.subject) then
      local id = g:entity_get(e.subject, "def")
      if id == "whispers-in-the-smoke" then mission_at = mission_at or seq end
      if id == "dark-current" then threat_at = threat_at or seq end
    end
  end
  ok(mission_at and threat_at and mission_at < threat_at, "the Mission card was drawn first")
  local threats = H.zone(g, "ld.threats")
  eq(H.def_id(g, g:zone_at(threats, g:zone_size(threats))), "dark-current", "the Threat card went back under its deck")
end)

-- "If the revealed card is a Location, do not automatically roll the
-- Exploration Dice."
test("revealing a Location rolls nothing", function()
  local g = temple{board = "5:sunken-forge", stack0 = "boarding,sabotage,keep-an-eye-out,lucky-day,tailwind,eternal-companion"}
  H.answer(g, "Reveal Sector 5 (hidden mountain) with Boarding! (2, Medium; cost 5)")
  H.answer(g, "Boost with Sabotage (+1)")
  H.answer(g, "Boost with Keep an Eye Out (+1)")
  H.answer(g, "Boost with Tailwind (+1)")
  g:dice_force({R.success}, "explore")
  H.answer(g, "Resolve (value 5, cost 5)")
  eq(g:dice_forced("explore"), 1, "no die rolled")
  g:dice_force_clear("explore")
  eq(g:entity_get(H.card_at(g, 5), "revealed"), true)
  ok(H.has(g, "Explore Sector 5 «Sunken Forge» with Character Action (2, Medium; cost 5)"), "now it may be explored")
end)

-- "Fortune X (Character Token). Reroll X dice from the same roll
-- simultaneously. As a token, each has "Fortune 1"."
test("a Fortune token in the Sector rerolls one die", function()
  local g = temple()
  local e = H.sector_entity(g, 4)
  H.set_spaces(g, e, {"fortune", "none", "none"}, {1, 0, 0}, {0, -1, -1})
  local threat, mission = H.track(g, "threat"), H.track(g, "mission")
  H.answer(g, "Explore Sector 4 «Temple of Ashes» with Character Action (2, Medium; cost 4)")
  H.answer(g, "Boost with Sabotage (+1)")
  H.answer(g, "Boost with Keep an Eye Out (+1)")
  g:dice_force({R.miss, R.blank, C.blank, L.blank, R.success}, "explore")
  H.answer(g, "Resolve (value 4, cost 4)")
  eq(H.prompt(g), "Fortune: reroll up to 1 die")
  H.answer(g, {"Die 1 (Raid): Miss"})
  eq(g:dice_forced("explore"), 0, "the reroll shows the fifth forced face")
  eq(H.track(g, "threat"), threat, "the Miss is gone")
  eq(H.track(g, "mission"), mission + 1, "a Success instead")
end)

-- "Interact. Some cards include the «Interact» timeword ... This option is
-- an alternative Action that only allows applying the described effect."
-- «Bribe X»: "The active player may spend X Credits to resolve the effect".
test("Interact: the Smugglers' Cove's Bribe buys a Loot card, no dice", function()
  local g = temple{board = "3:smugglers-cove+", loot = "spyglass"}
  local credit = H.pget(g, 0, "credit")
  H.answer(g, "Interact with Sector 3 «Smugglers' Cove» with Character Action (2, Medium; cost 3)")
  H.answer(g, "Boost with Sabotage (+1)")
  g:dice_force({R.success}, "explore")
  H.answer(g, "Resolve (value 3, cost 3)")
  H.answer(g, "Pay 2 Credits")
  eq(g:dice_forced("explore"), 1, "no Exploration Dice")
  g:dice_force_clear("explore")
  eq(H.pget(g, 0, "credit"), credit - 2)
  eq(H.ids(g, "gear", 0), "spyglass", "the Loot card")
end)

-- "You may equip your Character with up to 4 Gear cards and, by default,
-- carry up to 2 Items in your Inventory ... Supports may increase the
-- number of Inventory slots through their Loot Value." "When you gain a
-- Loot card and are already fully equipped or your Inventory is full, you
-- may replace cards, give excess cards to another player, use them, or
-- retire them from the game."
test("Inventory slots: 2 plus the Support's Loot Value; a full Inventory asks", function()
  local g = temple{inv0 = "grog,grog,ration", loot = "gold-doubloons"}
  eq(g:zone_size(H.zone(g, "inv", 0)), 3, "Haramiyida's Loot Value 1: three slots")
  explore_temple(g, {R.blank, R.blank, C.blank, L.loot})
  local d = H.decision(g)
  eq(d.kind, "loot_room")
  eq(table.concat(d.options, " | "), "Replace Grog (retired) | Replace Ration (retired) | Retire Gold Doubloons")
  H.answer(g, "Replace Ration (retired)")
  eq(H.ids(g, "inv", 0), "grog grog gold-doubloons")
  local retired = g:deck_retired_zone()
  eq(H.def_id(g, g:zone_at(retired, g:zone_size(retired))), "ration", "the Ration is retired")
end)

test("Gear: up to 4, and linked values improve the Character", function()
  local g = temple{gear0 = "spyglass,star-compass,buckler,reinforced-coat", loot = "boarding-cutlass"}
  ok(H.has(g, "Explore Sector 4 «Temple of Ashes» with Character Action (3, Medium; cost 4)"),
     "the Star Compass links +1 to her Explore")
  H.answer(g, "Explore Sector 4 «Temple of Ashes» with Character Action (3, Medium; cost 4)")
  H.answer(g, "Boost with Sabotage (+1)")
  g:dice_force({R.blank, R.blank, C.blank, L.loot}, "explore")
  H.answer(g, "Resolve (value 4, cost 4)")
  eq(select(2, H.prompt(g)), "loot_room", "four Gear already")
  H.answer(g, "Retire Boarding Cutlass")
  eq(g:zone_size(H.zone(g, "gear", 0)), 4)
  -- Discard and Draw: the Spyglass adds 1 to the hand size (6 + 1).
  H.answer(g, "End the First Main Phase")
  H.until_main(g, "Second Main Phase")
  H.answer(g, "End the Second Main Phase")
  H.answer(g, "Discard your hand")
  eq(g:zone_size(H.zone(g, "hand", 0)), 7, "hand size 7")
end)

-- Alternative Missions: "When an Alternative Mission is revealed for the
-- first time, it is placed in the Shared Area. From that point on, each
-- time players reach the limit of the Mission Track, they may choose either
-- to reveal a new Mission from the deck or to cover one of the Mission
-- spaces on the Alternative Mission, applying its effect. If players
-- complete all Mission spaces, they resolve its Sequence effect."
test("an Alternative Mission: placed, then its spaces covered, then its Sequence", function()
  local g = temple{missions = "smugglers-pact,chart-the-ashen-sea", stack0 = "sabotage,keep-an-eye-out,boarding,lucky-day,tailwind,echo-of-gunpowder"}
  local pact
  g:track_set(H.get(g, "mission"), 7)
  explore_temple(g, {R.success, R.blank, C.blank, L.blank})
  H.answer(g, "Keep it")
  for _, c in ipairs(g:zone_list(H.zone(g, "ld.shared"))) do
    if H.def_id(g, c) == "smugglers-pact" then pact = c end
  end
  ok(pact, "the Alternative Mission is in the Shared Area")
  eq(H.get(g, "chapter"), 1, "no Chapter from it")
  -- The next full Mission Track: a choice.
  g:track_set(H.get(g, "mission"), 7)
  local credit = H.pget(g, 0, "credit")
  H.answer(g, "Explore Sector 4 «Temple of Ashes» with Boarding! (2, Medium; cost 4)")
  H.answer(g, "Boost with Lucky Day (+2)")
  g:dice_force({R.success, R.blank, C.blank, L.blank}, "explore")
  H.answer(g, "Resolve (value 4, cost 4)")
  H.answer(g, {})
  eq(select(2, H.prompt(g)), "alternative")
  ok(H.has(g, "Reveal a new Mission"), "or a new Mission")
  H.answer(g, "Cover a space of «Smugglers' Pact»: each player gains 2 Credits")
  eq(H.pget(g, 0, "credit"), credit + 2, "the space's effect")
  eq(g:entity_get(pact, "covered"), 1)
  eq(H.track(g, "mission"), 1, "the track reset")
  g:entity_set(H.player(g, 0), "char_ready", true) -- as if a turn had passed
  H.answer(g, "Keep it")
  -- Two more spaces complete it: its Sequence reveals the next Chapter.
  g:entity_set(H.player(g, 0), "damage", 3)
  g:entity_set(pact, "covered", 2)
  g:track_set(H.get(g, "mission"), 7)
  H.answer(g, "Explore Sector 4 «Temple of Ashes» with Character Action (2, Medium; cost 4)")
  H.answer(g, "Boost with Tailwind (+1)")
  g:dice_force({R.success, R.blank, C.blank, L.blank}, "explore")
  H.answer(g, "Boost with Echo of Gunpowder (+1)") -- the last card: it resolves
  H.answer(g, "Cover a space of «Smugglers' Pact»: each player Heals 2")
  eq(H.pget(g, 0, "damage"), 1, "the third space")
  eq(H.get(g, "chapter"), 2, "the Sequence: the next Chapter")
end)
