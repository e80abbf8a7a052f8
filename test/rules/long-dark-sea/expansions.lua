-- The expansions as setup options (Expansions and Editions): the Rare
-- Weaknesses, Dark Side copies, Contracts and Bounties.
local H = dofile(ROOT .. "/test/rules/long-dark-sea/helpers.lua")

local MORRILYN = "sabotage,keep-an-eye-out,boarding,lucky-day,tailwind,echo-of-gunpowder"

local function ids_in(g, zname)
  local n = {}
  for _, c in ipairs(g:zone_list(H.zone(g, zname))) do
    local id = g:entity_get(c, "def")
    n[id] = (n[id] or 0) + 1
  end
  return n
end

-- "This expansion adds two new types of Weakness, "Dystopia" and
-- "Dishonor", both Rare cards".
test("weaknesses=on: Dystopia and Dishonor join the Weakness deck", function()
  local base = ids_in(H.game(), "ld.weakness")
  eq(base.dystopia, nil)
  eq(base.dishonor, nil)
  local g = H.game{options = {weaknesses = "on"}}
  local n = ids_in(g, "ld.weakness")
  ok(n.dystopia and n.dishonor, "both Rare Weaknesses")
  eq(H.count(g, "ld.weakness"), 6, "still 6 cards for 1 player")
end)

-- "Players may choose the proportion of Dark Side cards to include in their
-- Raid, always respecting the maximum number of copies."
test("darkside=N: N copies of each Dark Side card; more than 3 is refused", function()
  local function dark(g)
    local n = 0
    for _, zname in ipairs{"ld.raid", "ld.hidden"} do
      for _, c in ipairs(g:zone_list(H.zone(g, zname))) do
        if g:entity_get(c, "def") == "ashen-dreadnought" then n = n + 1 end
      end
    end
    for s = 1, 12 do
      local c = g:sector_card(H.get(g, "grid"), s)
      if c and g:entity_get(c, "def") == "ashen-dreadnought" then n = n + 1 end
    end
    return n
  end
  eq(dark(H.game()), 1, "the base game's one copy")
  eq(dark(H.game{options = {darkside = "3"}}), 3)
  -- refused by the scenario's declaration, before the game starts
  fails(function() H.game{options = {darkside = "4"}} end, "option darkside=4: 4 is not in 1..3")
end)

-- A game with contracts=on whose offer holds the named Contract and Bounty
-- (the offer is dealt at random: the first seed that deals both).
local function with_offer(contract, bounty, options)
  for seed = 1, 40 do
    options.contracts = "on"
    local g = H.game{seed = seed, prologue = true, options = options}
    local c = H.has(g, "Take «" .. contract .. "»")
    if c then
      H.answer(g, "Take «" .. contract .. "»")
      if H.has(g, "Take «" .. bounty .. "»") then
        H.answer(g, "Take «" .. bounty .. "»")
        return g
      end
    end
  end
  error("no seed deals " .. contract .. " and " .. bounty)
end

-- "Your First Contracts. You may choose up to 1 Contract and 1 Bounty."
-- "When the Challenge is completed, the card is flipped in the Inventory,
-- and the player may choose between retiring the card to immediately gain
-- fewer Resources or waiting until the Market."
test("a Contract's Challenge done: retire it at once for the smaller reward", function()
  local g = with_offer("Deep Survey", "Wanted: Reef Marauder",
                       {board = "4:temple-of-ashes+", stack0 = MORRILYN, prologue = "skip"})
  eq(H.count(g, "contracts", 0), 2, "a Contract and a Bounty carried")
  local survey
  for _, c in ipairs(g:zone_list(H.zone(g, "contracts", 0))) do
    if g:entity_get(c, "def") == "deep-survey" then survey = c end
  end
  g:entity_set(survey, "progress", 2)
  H.until_main(g, "First Main Phase")
  H.answer(g, "Explore Sector 4 «Temple of Ashes» with Character Action (2, Medium; cost 4)")
  H.answer(g, "Boost with Sabotage (+1)")
  H.answer(g, "Boost with Keep an Eye Out (+1)")
  g:dice_force({H.RAID.success, H.RAID.blank, H.RES.blank, H.LOOT.blank}, "explore")
  H.answer(g, "Resolve (value 4, cost 4)")
  eq(H.prompt(g), "«Deep Survey» is done", "the third successful exploration")
  eq(g:entity_get(survey, "done"), true, "flipped")
  local before = H.pget(g, 0, "belitium")
  H.answer(g, "Retire it now for 2 Belitium")
  eq(H.pget(g, 0, "belitium"), before + 2)
  eq(g:zone_of(survey), g:deck_retired_zone())
end)

-- "When an Enemy is revealed for the first time, its Bounty is
-- automatically activated ... If the Enemy is defeated, the Bounty is
-- flipped and returned to the Inventory".
test("a Bounty activates when its Enemy is revealed and is done when one is defeated", function()
  local g = with_offer("Deep Survey", "Wanted: Reef Marauder", {board = "5:reef-marauder", stack0 =
    "sabotage,keep-an-eye-out,boarding,lucky-day,tailwind,echo-of-gunpowder", prologue = "skip"})
  local bounty
  for _, c in ipairs(g:zone_list(H.zone(g, "contracts", 0))) do
    if g:entity_get(c, "def") == "wanted-reef-marauder" then bounty = c end
  end
  H.until_main(g, "First Main Phase")
  eq(g:entity_get(bounty, "active"), nil, "not yet: the Marauder is hidden")
  H.answer(g, "Reveal Sector 5 (hidden skull) with Character Action (2, Medium; cost 5)")
  H.answer(g, "Boost with Sabotage (+1)")
  H.answer(g, "Boost with Keep an Eye Out (+1)")
  H.answer(g, "Boost with Lucky Day (+2)")
  H.answer(g, "Resolve (value 6, cost 5)")
  eq(g:entity_get(bounty, "active"), true, "activated by the reveal")
  local marauder = H.card_at(g, 5)
  g:entity_set(marauder, "damage", 2)
  for _ = 1, 10 do
    if H.has(g, "Attack Sector 5 «Reef Marauder»") then break end
    local d = H.decision(g)
    g:answer(d.min == 0 and {} or #d.options)
  end
  H.answer(g, "Attack Sector 5 «Reef Marauder»")
  for _ = 1, 5 do
    if H.prompt(g) == "«Wanted: Reef Marauder» is done" then break end
    local d = H.decision(g)
    g:answer(H.has(g, "Resolve") and 1 or #d.options)
  end
  eq(H.prompt(g), "«Wanted: Reef Marauder» is done")
  H.answer(g, "Wait for the Market (10 XP + 3 Credit)")
  eq(g:entity_get(bounty, "done"), true)
  eq(g:zone_of(bounty), H.zone(g, "contracts", 0), "kept for the Market")
end)

-- Market: "each player gains the Experience and Resources from completed
-- Contracts and Bounties. This is when the «Market» timeword is resolved."
test("the Market pays a done Contract's full reward", function()
  local g
  for seed = 1, 40 do
    g = H.scenario("act2", {seed = seed, options = {contracts = "on"}})
    if H.has(g, "Take «Ash Reckoning»") then break end
  end
  H.answer(g, "Take «Ash Reckoning»")
  local reckoning = g:zone_list(H.zone(g, "contracts", 0))[1]
  g:entity_set(reckoning, "done", true)
  H.answer(g, "Take no Bounty")
  eq(H.pget(g, 0, "xp"), 200 + 20, "20 XP at the Market")
  eq(H.pget(g, 0, "credit"), 12 + 4)
  eq(g:zone_of(reckoning), g:deck_retired_zone())
end)
