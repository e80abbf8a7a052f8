-- The campaign and End of Scenario: one game playing linked scenarios,
-- RECORDING YOUR PROGRESS, the Difficulty Modifier, Failing a Scenario.
local CH = dofile(ROOT .. "/test/rules/tidal-blades/campaign_helpers.lua")
local H = CH.H

test("a campaign begins with each hero's sheet and the first scenario", function()
  local g = CH.campaign()
  local axl = CH.member(g, "axl")
  eq(#CH.arr(g, axl, "cards"), 13, "the starting deck: 12 action cards and a Power card")
  eq(#CH.arr(g, axl, "goals"), 4, "a goal deck")
  eq(g:entity_get(axl, "lvl.resilience"), 1)
  eq(g:entity_get(axl, "goal"), nil, "goals start with Scenario 2")
  local game = H.record.entity(g)
  eq(g:entity_get(game, "scenario"), "first-fight")
  eq(g:entity_get(H.hero(g, "axl"), "member"), axl, "the scenario hero is the campaign's")
end)

test("recording XP, Fame, Dried Fruit and Wounds; a red box gives a Battle Scar", function()
  local g = CH.campaign()
  -- First Fight: 5 XP by round 4; Fame 2 by round 8 (designed).
  CH.end_scenario(g, true, 4, {axl = {wounds = 4, fruit = 2}, eko = {wounds = 1, fruit = 0}})
  local axl, eko = CH.member(g, "axl"), CH.member(g, "eko")
  eq(g:entity_get(axl, "xp"), 5, "XP recorded")
  eq(g:entity_get(axl, "fruit"), 2, "Fruit kept as Dried Fruit")
  eq(g:entity_get(eko, "fruit"), 0)
  eq(CH.cget(g, "fame"), 2, "the group's Fame")
  -- "mark one box on the Wound track ... for each Wound"; "every 4 Wounds,
  -- gain a Battle Scar."
  eq(g:entity_get(axl, "wound_marks"), 4)
  eq(#CH.arr(g, axl, "scars"), 1, "the 4th box is red")
  eq(#CH.arr(g, eko, "scars"), 0)
  -- 5 Wounds with 2 heroes: "4 or more Wounds" gives Citadel Aid.
  eq(CH.cget(g, "modifier"), "aid")
  ok(H.record.entity(g) == nil or H.record.get(g, "scenario") ~= "first-fight",
     "the first scenario's board is gone")
end)

test("a scenario reward: a card added free", function()
  local g = CH.campaign()
  CH.end_scenario(g, true, 6)
  eq(H.kind(g), "tbc.reward")
  H.answer(g, "Add Tidewall")
  ok(CH.has(g, CH.member(g, "axl"), "cards", "axl/tidewall"), "Axl's X14 is in the hero deck")
  H.answer(g, "Skip")
  ok(not CH.has(g, CH.member(g, "eko"), "cards", "eko/quantum-spark"), "Eko skipped hers")
  eq(H.kind(g), "tb.card", "the next scenario begins")
  eq(H.record.get(g, "scenario"), "the-den")
end)

test("the Difficulty Modifier: few Wounds give a Mysterious Power, a knock-out counts as a Wound", function()
  local g = CH.campaign({scenarios = "the-den,tide-pools"})
  CH.end_scenario(g, true, 5, {axl = {wounds = 1}})
  eq(CH.cget(g, "modifier"), "power", "1 Wound with 2 heroes")
  CH.until_kind(g, "tb.card", {"Keep every card", "Keep every card"}) -- The Den's trim
  eq(H.record.get(g, "scenario"), "tide-pools")
  eq(CH.cget(g, "modifier"), nil, "applied and spent")
  local g2 = CH.campaign({scenarios = "the-den,tide-pools"})
  CH.end_scenario(g2, true, 5, {axl = {wounds = 3, ko = true}})
  eq(CH.cget(g2, "modifier"), "aid", "3 Wounds and a knocked-out hero make 4")
end)

test("Mysterious Power and Citadel Aid are applied at the next setup", function()
  -- The cards are difficulty.lua's: one drawn, a power on the first group
  -- listed, an aid for the heroes.
  local g = CH.campaign({scenarios = "the-den,tide-pools"})
  CH.end_scenario(g, true, 5, {axl = {wounds = 0}})
  CH.until_kind(g, "tb.card", {"Keep every card", "Keep every card"})
  local grp = g:entity_next(0, "tb.group")
  eq(g:entity_get(grp, "name"), "spinesquid", "the first group listed")
  ok(g:entity_has_tag(grp, "powered"), "a Mysterious Power under its guide")
  eq(g:zone_size(g:zone_find("difficulty.used")), 1, "one card drawn")
  local g2 = CH.campaign({scenarios = "the-den,tide-pools"})
  CH.end_scenario(g2, false, 12)
  CH.vote(g2, "Second Attempt")
  eq(g2:zone_size(g2:zone_find("difficulty.used")), 1, "Citadel Aid: one card drawn")
  local powered = false
  for e in function(_, e) return g2:entity_next(e, "tb.group") end, nil, 0 do
    powered = powered or g2:entity_has_tag(e, "powered")
  end
  eq(powered, false, "and no enemy powered")
end)

test("failing: a Second Attempt replays the scenario without marking anything", function()
  local g = CH.campaign()
  CH.end_scenario(g, false, 12, {axl = {wounds = 5, fruit = 3}})
  eq(H.kind(g), "tbc.failed")
  local d = H.decision(g)
  eq(#d.options, 2, "Second Attempt or Pressing On")
  H.answer(g, "Second Attempt", 0)
  H.answer(g, "Pressing On", 1) -- a tie: the Guide (seat 0, fewest Path advancements) decides
  local axl = CH.member(g, "axl")
  eq(g:entity_get(axl, "wound_marks"), 0, "do not mark your Wound track")
  eq(g:entity_get(axl, "fruit"), 0, "nor your Fruit")
  eq(g:entity_get(axl, "xp"), 0)
  eq(H.record.get(g, "scenario"), "first-fight", "the same scenario again")
  eq(g:track_value(g:entity_get(H.hero(g, "axl"), "health")), 24, "full health")
  -- A second failure: only Pressing On is left (designed: one attempt).
  CH.end_scenario(g, false, 12)
  eq(H.kind(g), "tbc.reward", "no vote: Pressing On, straight to the rewards")
  CH.until_kind(g, "tb.card", {"Skip", "Skip"})
  eq(H.record.get(g, "scenario"), "the-den")
end)

test("Pressing On: the lowest XP, no Fame, one Fruit kept, Wounds marked, a step in each Path", function()
  local g = CH.campaign()
  CH.end_scenario(g, false, 7, {axl = {wounds = 2, fruit = 3}})
  H.answer(g, "Pressing On", 0)
  H.answer(g, "Pressing On", 1)
  local axl = CH.member(g, "axl")
  eq(g:entity_get(axl, "xp"), 3, "First Fight's XP as if completed in 12 rounds")
  eq(CH.cget(g, "fame"), 0, "no Fame")
  eq(g:entity_get(axl, "fruit"), 1, "a maximum of one Fruit")
  eq(g:entity_get(axl, "wound_marks"), 2, "Wounds marked as normal")
  eq(g:entity_get(axl, "path.1"), 1)
  eq(g:entity_get(axl, "path.2"), 1)
  eq(CH.cget(g, "modifier"), "aid", "the next scenario starts with Citadel Aid")
end)

test("goals: both complete, 3 and 1 Path advancements; knocked out, 1 each", function()
  local g = CH.campaign({scenarios = "the-den,first-fight,tide-pools"})
  CH.end_scenario(g, true, 8)
  CH.until_kind(g, "tb.card", {"Keep every card", "Keep every card"})
  -- Scenario 2: each hero holds a goal card.
  local axl, eko = CH.member(g, "axl"), CH.member(g, "eko")
  ok(g:entity_get(axl, "goal"), "a goal drawn for Scenario 2")
  g:entity_set(axl, "goal", "axl-1") -- 3 shells on the Shield; no Wound
  g:entity_set(eko, "goal", "eko-3") -- no Wound; 2 shells on the Shield
  CH.end_scenario(g, true, 6, {axl = {["sh.s"] = 3, wounds = 0}, eko = {["sh.s"] = 2, wounds = 0, ko = true}})
  eq(g:entity_get(axl, "goal.1"), 3, "the goal token at the bottom space")
  eq(H.kind(g), "tbc.path")
  H.answer(g, "Guardian 3, Brawler 1")
  eq(g:entity_get(axl, "path.1"), 3)
  eq(g:entity_get(axl, "path.2"), 1)
  -- Space 3 of the Guardian Path unlocks a level 1 skill.
  eq(H.kind(g), "tbc.skill")
  local d = H.decision(g)
  ok(H.has(g, "Shield Wall"), "Axl's Path skill is offered: " .. table.concat(d.options, "|"))
  ok(not H.has(g, "Deep Focus"), "Eko's is not")
  H.answer(g, "Tough")
  ok(CH.has(g, axl, "skills", "tough"))
  eq(g:entity_get(eko, "path.1"), 1, "knocked out: 1 advancement for each goal")
  eq(g:entity_get(eko, "path.2"), 1)
  eq(#CH.arr(g, axl, "goals"), 4, "the goal card went face-up to the bottom of the deck")
  eq(g:entity_get(axl, "goals_up"), 1)
  CH.until_kind(g, "tb.card", {"Skip", "Skip"})
  -- Tough: +1 Resilience in the next scenario.
  eq(g:entity_get(H.hero(g, "axl"), "res"), 9, "Axl's 8, +1")
end)

test("Fame track rewards are gained once", function()
  local g = CH.campaign()
  g:entity_set(CH.campaign_entity(g), "fame", 2)
  CH.end_scenario(g, true, 6) -- +2 Fame: 4, passing space 3 (Fruit)
  local axl = CH.member(g, "axl")
  eq(CH.cget(g, "fame"), 4)
  eq(g:entity_get(axl, "fruit"), 1, "space 3's Fruit for every hero")
  eq(g:entity_get(CH.member(g, "eko"), "fruit"), 1)
  H.answer(g, "Skip")
  H.answer(g, "Skip")
  g:entity_set(CH.campaign_entity(g), "fame", 2) -- Fame lost, then regained
  CH.end_scenario(g, true, 6)
  eq(CH.cget(g, "fame"), 4)
  eq(g:entity_get(axl, "fruit"), 1, "not a second time")
end)

test("a campaign ends after its last scenario", function()
  local g = CH.campaign({scenarios = "first-fight,the-den"})
  CH.end_scenario(g, true, 6)
  H.answer(g, "Skip")
  H.answer(g, "Skip")
  CH.end_scenario(g, true, 6)
  CH.skip_to(g, "tbc.trim")
  H.answer(g, "Keep every card")
  H.answer(g, "Keep every card")
  eq(g:run(), "done")
  ok(g:result().reason:find("2 of 2 scenarios won"), g:result().reason)
end)

-- The Power cards a scenario hero takes, and where.
local function power_cards(g, id)
  local h = H.hero(g, id)
  local centre = g:entity_get(g:entity_get(h, "slot.5"), "name")
  local in_deck = {}
  local c = g:entity_next(0, "tb.card")
  while c do
    if g:entity_get(c, "owner") == h and c ~= g:entity_get(h, "slot.5") then
      in_deck[g:entity_get(c, "name")] = true
    end
    c = g:entity_next(c, "tb.card")
  end
  return centre, in_deck
end

test("Power cards: one in the centre, Reserve Power Cards shuffled in by the skill's level", function()
  for _, reserve in ipairs{0, 1} do
    local g = CH.campaign()
    local axl = CH.member(g, "axl")
    local cards = CH.arr(g, axl, "cards")
    cards[#cards + 1] = "axl/iron-tide" -- a second Power card (Axl's X16)
    g:entity_set_array(axl, "cards", cards, "string")
    g:entity_set(axl, "reserve", reserve)
    CH.end_scenario(g, true, 6)
    CH.until_kind(g, "tb.card", {"Skip", "Skip"})
    local centre, deck = power_cards(g, "axl")
    eq(centre, "axl/unbreakable", "the first Power card in the centre space")
    eq(deck["axl/iron-tide"] or false, reserve == 1, "the Reserve Power Card with reserve " .. reserve)
    ok(deck["axl/tidewall"] == nil, "a skipped reward is not in the deck")
  end
end)

test("the board is cleared between scenarios; the campaign stays", function()
  local g = CH.campaign()
  local function count(kind)
    local n, e = 0, g:entity_next(0, kind)
    while e do
      n = n + 1
      e = g:entity_next(e, kind)
    end
    return n
  end
  local members, upgrades = count("tb.member"), count("tb.upgrade")
  CH.end_scenario(g, true, 6)
  CH.until_kind(g, "tb.card", {"Skip", "Skip"})
  eq(count("tb.game"), 1, "one scenario on the table")
  eq(count("tb.hero"), 2)
  eq(count("tb.group"), 2, "The Den's Seahounds and Coralbugs only")
  eq(count("tb.member"), members)
  eq(count("tb.upgrade"), upgrades)
  eq(H.record.get(g, "scenario"), "the-den")
end)

test("used items: recharged with Dried Fruit or returned", function()
  local g = CH.campaign()
  local axl = CH.member(g, "axl")
  g:entity_set_array(axl, "items", {"lantern", "hook"}, "string")
  g:entity_set_array(axl, "used_items", {"lantern", "hook"}, "string")
  CH.end_scenario(g, true, 6, {axl = {fruit = 1}})
  eq(H.kind(g), "tbc.recharge")
  H.answer(g, "Recharge lantern for 1 Fruit")
  eq(g:entity_get(axl, "fruit"), 0)
  eq(#H.decision(g).options, 1, "no Fruit left: the hook can only go back")
  H.answer(g, "Return hook")
  eq(table.concat(CH.arr(g, axl, "items"), ","), "lantern")
  eq(#CH.arr(g, axl, "used_items"), 0)
end)

test("a hero's items go into the next scenario; one placed there comes back used", function()
  -- "Place all of your purchased items next to your hero board." Items
  -- are the Item Reference's (items.lua).
  local g = CH.campaign({scenarios = "the-den,tide-pools,first-fight"})
  local axl = CH.member(g, "axl")
  g:entity_set_array(axl, "items", {"biorb", "kufi_seeds"}, "string")
  CH.end_scenario(g, true, 5)
  CH.until_kind(g, "tb.card", {"Keep every card", "Keep every card"})
  local hero = H.hero(g, "axl")
  local carried = {}
  for it in function(_, e) return g:entity_next(e, "tb.item") end, nil, 0 do
    if g:entity_get(it, "owner") == hero then carried[g:entity_get(it, "name")] = it end
  end
  ok(carried.biorb and carried.kufi_seeds, "both items next to the hero board")
  g:entity_set(carried.biorb, "used", true) -- placed on a card
  CH.end_scenario(g, true, 5)
  eq(table.concat(CH.arr(g, axl, "used_items"), ","), "biorb", "the Biorb was used")
  ok(CH.has(g, axl, "items", "kufi_seeds"), "the Kufi Seeds stay, unused")
end)

test("a scenario reward with an XP cost", function()
  local g = CH.campaign({scenarios = "tide-pools,the-den"})
  CH.end_scenario(g, true, 10) -- The Tide Pools: 4 XP by round 12
  eq(H.kind(g), "tbc.reward")
  H.answer(g, "Add Last Stand (3 XP)")
  local axl = CH.member(g, "axl")
  eq(g:entity_get(axl, "xp"), 4 - 3)
  ok(CH.has(g, axl, "cards", "axl/last-stand"))
end)

test("the Difficulty Modifier with 3 heroes", function()
  local function modifier(wounds)
    local g = CH.campaign({heroes = "axl,eko,dust"}, 3)
    CH.end_scenario(g, true, 6, {axl = {wounds = wounds}})
    return CH.cget(g, "modifier")
  end
  eq(modifier(2), "power", "2 or fewer Wounds")
  eq(modifier(3), nil)
  eq(modifier(4), nil)
  eq(modifier(5), "aid", "5 or more")
end)

test("a level 2 skill near a Path's end; past the end each advancement is 1 XP", function()
  local g = CH.campaign({scenarios = "first-fight,the-den,tide-pools"})
  CH.end_scenario(g, true, 10)
  CH.until_kind(g, "tb.card", {"Skip", "Skip"})
  local axl = CH.member(g, "axl")
  g:entity_set(axl, "path.1", 13)
  g:entity_set(axl, "goal", "axl-1")
  g:entity_set(CH.member(g, "eko"), "goal", "eko-1") -- 2 Focus; 5 enemies: not met
  local xp = g:entity_get(axl, "xp")
  CH.end_scenario(g, true, 10, {axl = {["sh.s"] = 3, wounds = 0}, eko = {focus = 0}})
  H.answer(g, "Guardian 3, Brawler 1")
  eq(H.kind(g), "tbc.skill")
  ok(H.decision(g).prompt:find("level 2"), "space 14: a level 2 skill")
  ok(not H.has(g, "Tough"), "no level 1 skill")
  H.answer(g, "Veteran")
  eq(g:entity_get(axl, "path.1"), 15, "the end of the Path")
  -- The Den in round 10: 4 XP (Veteran counts from the next scenario on),
  -- and 1 for the advancement past the end.
  eq(g:entity_get(axl, "xp"), xp + 4 + 1)
end)
