-- Naviri: the Guide, Encounters (majority, the Guide breaks ties, permanent
-- discard), sharing Fruit, locations chosen from the Guide on, and the
-- Temple, Floating Gardens, Meditation Spring and Research Lab.
local CH = dofile(ROOT .. "/test/rules/tidal-blades/campaign_helpers.lua")
local H = CH.H

-- A campaign arriving in Naviri after First Fight (3 XP each), Eko the
-- Guide (Axl has Path advancements), Axl with 3 Dried Fruit; the first
-- Encounter is Crab Races (bet: a Focus roll for Fruit, or just watch).
local function in_naviri(setup, encounter)
  local g = CH.campaign({naviri = "1", scenarios = "first-fight,the-den"})
  local axl, eko = CH.member(g, "axl"), CH.member(g, "eko")
  g:entity_set(axl, "path.1", 2)
  if setup then setup(g, axl, eko) end
  local e = g:entity_next(0, "tb.encounter")
  while e do
    g:entity_set(e, "name", encounter or "crab-races")
    e = g:entity_next(e, "tb.encounter")
  end
  CH.end_scenario(g, true, 10, {axl = {fruit = 3}, eko = {fruit = 0}})
  CH.until_kind(g, "tbc.encounter", {"Skip", "Skip"})
  return g, axl, eko
end

local function zone_size(g, name) return g:zone_size(g:zone_find(name)) end

test("the Guide has the fewest Path Advancements", function()
  local g, _, eko = in_naviri()
  eq(CH.cget(g, "guide"), eko)
  eq(CH.cget(g, "day"), 1, "the first of three days")
end)

test("an Encounter: the Guide breaks a tie, the card is discarded for good", function()
  -- Council Audience: a speech (1 Fame) or supplies (1 Fruit).
  local g = in_naviri(nil, "council-audience")
  local before = zone_size(g, "naviri.encounters") + zone_size(g, "naviri.current")
  local e = CH.cget(g, "encounter")
  local fame = CH.cget(g, "fame")
  g:answer_as(0, 2)
  g:answer_as(1, 1) -- one vote each: Eko, the Guide, decides
  g:run()
  eq(CH.cget(g, "fame"), fame + 1, "the Guide's choice")
  eq(g:entity_get(CH.member(g, "eko"), "fruit"), 0, "not the other")
  eq(zone_size(g, "naviri.encounters"), before - 1)
  local used = g:zone_list(g:zone_find("naviri.used"))
  eq(#used, 1)
  eq(used[1], e, "in the permanent discard")
end)

test("an Encounter with a roll", function()
  local g, axl = in_naviri()
  g:dice_force({4}, "naviri") -- two Focus: the red crab wins
  CH.vote(g, "Bet on the red crab")
  eq(g:entity_get(axl, "fruit"), 5, "3 + 2 Fruit")
end)

test("sharing Fruit, locations from the Guide on, and the Temple", function()
  local g, axl, eko = in_naviri()
  CH.vote(g, "Just watch")
  eq(H.kind(g), "tbc.give")
  ok(H.decision(g).prompt:find("^Axl"), "only a hero with Fruit is asked")
  H.answer(g, "Give 1 Fruit to Eko")
  eq(g:entity_get(axl, "fruit"), 2)
  eq(g:entity_get(eko, "fruit"), 1)
  eq(H.kind(g), "tbc.location")
  ok(H.decision(g).prompt:find("^Eko"), "the Guide chooses first")
  H.answer(g, "Temple")
  -- "If at least one Tide is rolled among all players, all heroes at the
  -- Temple gain +1 XP."
  g:dice_force({6, 1}, "naviri")
  H.answer(g, "Temple")
  eq(g:entity_get(eko, "xp"), 5, "3 + 1 + 1 for the Tide")
  eq(g:entity_get(axl, "xp"), 5)
  eq(H.kind(g), "tbc.offering", "Axl has 2 Fruit to offer; Eko has 1")
  H.answer(g, "Spend 2 Fruit for 2 XP")
  eq(g:entity_get(axl, "xp"), 7)
  eq(g:entity_get(axl, "fruit"), 0)
  eq(CH.cget(g, "day"), 2, "the next day")
end)

test("the Floating Gardens: Fruit, then a trim (never a Power card) or 3 XP to heal a Battle Scar", function()
  local g, axl, eko = in_naviri(function(g, axl)
    g:entity_set_array(axl, "scars", {"scar/deep-cut"}, "string")
  end)
  CH.vote(g, "Just watch")
  H.answer(g, "Keep your Fruit")
  H.answer(g, "Floating Gardens")
  g:dice_force({1, 2}, "naviri") -- no Focus
  H.answer(g, "Floating Gardens")
  eq(g:entity_get(axl, "fruit"), 4, "1 Fruit")
  eq(g:entity_get(eko, "fruit"), 1)
  eq(H.kind(g), "tbc.tend")
  ok(H.decision(g).prompt:find("^Eko"))
  ok(not H.has(g, "Trim Quantum Focus"), "not the Power card")
  local cards = #CH.arr(g, eko, "cards")
  H.answer(g, "Trim Arc Shot")
  eq(#CH.arr(g, eko, "cards"), cards - 1)
  H.answer(g, "Heal the Battle Scar Deep Cut")
  eq(#CH.arr(g, axl, "scars"), 0)
  eq(g:entity_get(axl, "xp"), 0, "3 XP")
end)

test("the Meditation Spring: the column's XP, 1 less with company, Silver levels need Fame", function()
  local g, axl, eko = in_naviri(function(g, axl, eko)
    g:entity_set(axl, "xp", 20)
    g:entity_set(eko, "xp", 6)
    g:entity_set(axl, "lvl.resilience", 3)
  end)
  CH.vote(g, "Just watch")
  H.answer(g, "Keep your Fruit")
  H.answer(g, "Meditation Spring")
  H.answer(g, "Meditation Spring")
  ok(H.decision(g).prompt:find("^Eko"))
  H.answer(g, "Level Focus to 2 (5 XP)") -- the column's 6 XP, less 1 together
  eq(g:entity_get(eko, "lvl.focus"), 2)
  eq(g:entity_get(eko, "xp"), 9 - 5)
  -- "you may also choose to swap out any of your previous Quantum upgrade
  -- tiles for ones of the same level": Eko's Quantum Blade.
  eq(H.kind(g), "tbc.swap")
  H.answer(g, "Keep your tiles")
  ok(not H.has(g, "Level Resilience"), "Axl's 4th Resilience level is Silver: Fame is too low")
  H.answer(g, "Level Spirit to 2 (5 XP)")
  eq(g:entity_get(axl, "xp"), 23 - 5)
end)

test("the Caiman example: Resilience to the 3rd level costs 9 XP; the heroes gain health", function()
  local g, axl = in_naviri(function(g, axl)
    g:entity_set(axl, "xp", 6)
    g:entity_set(axl, "lvl.resilience", 2)
  end)
  CH.vote(g, "Just watch")
  H.answer(g, "Keep your Fruit")
  H.answer(g, "Temple")
  g:dice_force({1}, "naviri")
  H.answer(g, "Meditation Spring")
  H.answer(g, "Level Resilience to 3 (9 XP)") -- alone: the full 9
  eq(g:entity_get(axl, "xp"), 0)
  CH.skip_to(g, "tb.card")
  eq(g:entity_get(H.hero(g, "axl"), "res"), 8 + 2, "each health track 2 longer than the sheet's")
end)

test("the Research Lab: the highest unlocked deck, 1 more card per visitor, bought for XP", function()
  local g, axl, eko = in_naviri(function(g, axl, eko)
    g:entity_set(axl, "xp", 7)
    g:entity_set(CH.campaign_entity(g), "fame", 5) -- Silver
  end)
  CH.vote(g, "Just watch")
  H.answer(g, "Keep your Fruit")
  eq(zone_size(g, "lab.shown"), 4, "four cards at the start of the day")
  for _, e in ipairs(g:zone_list(g:zone_find("lab.shown"))) do
    ok(g:entity_get(e, "name"):find("^silver/"), "from the Silver deck")
  end
  H.answer(g, "Citadel Research Lab")
  H.answer(g, "Citadel Research Lab")
  eq(H.kind(g), "tbc.lab_deck")
  H.answer(g, "Draw from the Bronze deck")
  H.answer(g, "Draw from the Bronze deck")
  eq(zone_size(g, "lab.shown"), 6)
  eq(H.kind(g), "tbc.lab")
  if H.decision(g).prompt:find("^Eko") then H.answer(g, "Buy nothing") end
  ok(H.decision(g).prompt:find("^Axl"))
  local cards = #CH.arr(g, axl, "cards")
  local d = H.decision(g)
  H.answer(g, d.options[2])
  eq(#CH.arr(g, axl, "cards"), cards + 1)
  ok(g:entity_get(axl, "xp") < 7, "paid in XP")
end)
