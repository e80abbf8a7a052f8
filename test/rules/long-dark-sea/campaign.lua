-- Campaign mode (Scenario Structure, End of Act, Act II Setup): the final
-- Chapter of Act I leads to the Supply Stage of Act II, with what the crew
-- kept; the Necropolis pays XP in the Market.
local H = dofile(ROOT .. "/test/rules/long-dark-sea/helpers.lua")
local R, C, L = H.RAID, H.RES, H.LOOT

local MORRILYN = "sabotage,keep-an-eye-out,boarding,lucky-day,tailwind,echo-of-gunpowder"

-- Plays Act I to its final Chapter (two full Mission Tracks, as in turn.lua).
local function win_act1(g)
  g:track_set(H.get(g, "mission"), 7)
  H.answer(g, "Explore Sector 4 «Temple of Ashes» with Character Action (2, Medium; cost 4)")
  H.answer(g, "Boost with Sabotage (+1)")
  H.answer(g, "Boost with Keep an Eye Out (+1)")
  g:dice_force({R.success, R.blank, C.blank, L.blank}, "explore")
  H.answer(g, "Resolve (value 4, cost 4)")
  H.answer(g, "Keep it")
  g:track_set(H.get(g, "mission"), 7)
  H.answer(g, "Explore Sector 4 «Temple of Ashes» with Boarding! (2, Medium; cost 4)")
  H.answer(g, "Boost with Lucky Day (+2)")
  g:dice_force({R.success, R.blank, C.blank, L.blank}, "explore")
  H.answer(g, "Resolve (value 4, cost 4)")
  return H.answer(g, {})
end

local function campaign()
  return H.scenario("campaign", {skip = true, options = {board = "4:temple-of-ashes+", stack0 = MORRILYN,
    missions = "chart-the-ashen-sea,whispers-in-the-smoke", gear0 = "buckler"}})
end

-- "In Campaign mode, players keep all cards under their control in their
-- Personal Area and the Shared Area, as well as any Raid Gear that has not
-- been retired from the deck. Set aside all cards in the Necropolis ...
-- All cards previously retired by game effects and all remaining decks -
-- including the Loot deck - are retired from the game."
test("the final Chapter of Act I leads to Act II's Supply Stage, keeping the crew's cards", function()
  local g = campaign()
  local deck_size = H.count(g, "hand", 0) + H.count(g, "deck", 0) + H.count(g, "discard", 0)
  g:entity_set(H.player(g, 0), "credit", 9)
  g:entity_set(H.player(g, 0), "damage", 5)
  eq(win_act1(g), "decision", "the game goes on")
  eq(H.get(g, "act"), 2)
  eq(H.get(g, "stage"), "supply")
  eq(H.prompt(g), "Sie Morrilyn: Edko Phase")
  eq(H.count(g, "gear", 0, "buckler"), 1, "Gear kept")
  eq(H.pget(g, 0, "damage"), 3, "Damage (5, less Whispers in the Smoke's Heal 2) carries over until the Rum Phase")
  ok(H.pget(g, 0, "credit") >= 9, "Resources kept")
  eq(H.count(g, "hand", 0) + H.count(g, "discard", 0), 0, "hand and discard back in the deck")
  ok(H.count(g, "deck", 0) >= deck_size, "every card of hers in her deck")
  eq(H.count(g, "ld.allygear"), 3, "the allied Raid Gear waits for the Allied Gear Phase")
  eq(H.count(g, "ld.raid") + H.count(g, "ld.missions") + H.count(g, "ld.loot"), 0, "the Act's decks are retired")
  for s = 1, 12 do eq(g:sector_card(H.get(g, "grid"), s), nil, "the Raid Line is empty") end
  eq(H.track(g, "mission"), 1, "tracks back at their reset points")
end)

-- Market: "each player gains Experience equal to the total XP value of the
-- cards set aside in the Necropolis".
test("the Market pays the Necropolis' XP to each player", function()
  local g = campaign()
  local necro = H.zone(g, "ld.necropolis")
  local n = 0
  for _, c in ipairs(g:zone_list(H.zone(g, "ld.raid"))) do
    if g:entity_get(c, "def") == "reef-marauder" and n < 2 then
      g:zone_insert(necro, c)
      n = n + 1
    end
  end
  eq(n, 2)
  win_act1(g)
  eq(H.pget(g, 0, "xp"), 10, "two Reef Marauders of 5 XP")
  eq(H.count(g, "ld.necropolis"), 0, "the Necropolis was set aside")
end)

test("the campaign's Act II Raid Stage starts from its Chapter 1 with the kept Raid Gear", function()
  local g = campaign()
  win_act1(g)
  for _ = 1, 60 do
    local d = H.decision(g)
    if d.kind == "main" then break end
    if d.kind == "supply" then H.answer(g, "Pass")
    elseif d.kind == "rum" then H.answer(g, "End the Rum Phase")
    else g:answer(#d.options) end
  end
  eq(H.get(g, "stage"), "raid")
  eq(g:entity_get(H.get(g, "chapter_card"), "def"), "the-drowned-court")
  eq(H.get(g, "act_over"), nil)
  local harpoon = false
  for _, zname in ipairs{"ld.raid", "ld.hidden"} do
    for _, c in ipairs(g:zone_list(H.zone(g, zname))) do
      if g:entity_get(c, "def") == "harpoon-drone" then harpoon = true end
    end
  end
  for s = 1, 12 do
    local c = g:sector_card(H.get(g, "grid"), s)
    if c and g:entity_get(c, "def") == "harpoon-drone" then harpoon = true end
  end
  ok(harpoon, "the kept Raid Gear is shuffled into Act II's Raid deck")
end)

-- "Players win by revealing the final Chapter of each Act": Act II's final
-- Chapter ends the game (the last Act built).
test("Act II's final Chapter wins the game", function()
  local g = H.scenario("act2", {options = {board = "4:drowned-shrine+", stack0 = MORRILYN,
    missions = "sound-the-depths,break-the-blockade"}})
  for _ = 1, 60 do
    local d = H.decision(g)
    if d.kind == "main" then break end
    if d.kind == "supply" then H.answer(g, "Pass")
    elseif d.kind == "rum" then H.answer(g, "End the Rum Phase")
    else g:answer(#d.options) end
  end
  for round = 1, 2 do
    g:track_set(H.get(g, "mission"), 7)
    if round == 1 then
      H.answer(g, "Explore Sector 4 «Drowned Shrine» with Character Action (2, Medium; cost 4)")
      H.answer(g, "Boost with Sabotage (+1)")
      H.answer(g, "Boost with Keep an Eye Out (+1)")
    else
      H.answer(g, "Explore Sector 4 «Drowned Shrine» with Boarding! (2, Medium; cost 4)")
      H.answer(g, "Boost with Lucky Day (+2)")
    end
    g:dice_force({R.success, R.blank, R.blank, C.blank}, "explore")
    H.answer(g, "Resolve (value 4, cost 4)")
    if round == 1 then
      eq(H.get(g, "chapter"), 2)
      H.answer(g, "Keep it")
    end
  end
  eq(H.answer(g, {}), "done")
  eq(g:result().reason, "final chapter")
  eq(#g:result().winners, 1)
  eq(H.get(g, "act"), 2)
end)

-- Plays the campaign's Supply Stage of Act II, passing everything, to the
-- first Main Phase of its Raid Stage.
local function to_act2_raid(g)
  for _ = 1, 80 do
    local d = H.decision(g)
    if d.kind == "main" then return end
    if d.kind == "supply" then H.answer(g, "Pass")
    elseif d.kind == "rum" then H.answer(g, "End the Rum Phase")
    else g:answer(#d.options) end
  end
  error("no Main Phase")
end

-- Morrilyn (Health 10) one Damage from defeat, the Raid Stage goes on
-- (suffering every Attack) until a decision of kind comes.
local function defeat(g, kind)
  for _ = 1, 300 do
    g:entity_set(H.player(g, 0), "damage", math.max(H.pget(g, 0, "damage") or 0, 9))
    local d = H.decision(g)
    if d.kind == kind then return d end
    local pick
    for i, o in ipairs(d.options) do
      if not pick and (o == "No Block" or o:find("^Suffer ") or o:find("^End the ")) then pick = i end
    end
    g:answer(d.min == 0 and {} or pick or #d.options)
  end
  error("no decision of kind " .. kind)
end

-- "In Campaign mode, the game may be saved between Acts, allowing players
-- to continue from that point in the event of defeat."
test("a defeat in Act II: play it again from the save taken when Act I ended", function()
  local g = campaign()
  g:entity_set(H.player(g, 0), "credit", 9)
  win_act1(g)
  local save = H.get(g, "save")
  eq(g:entity_get(save, "act"), 2, "saved between Acts")
  local xp, credit, damage = H.pget(g, 0, "xp"), H.pget(g, 0, "credit"), H.pget(g, 0, "damage")
  local cards = H.count(g, "deck", 0)
  to_act2_raid(g)
  defeat(g, "retry")
  eq(H.prompt(g), "Every Character is defeated in Act 2")
  eq(H.get(g, "over"), nil, "the campaign is not over yet")
  H.answer(g, "Play Act 2 again from the save")
  eq(H.get(g, "act"), 2)
  eq(H.get(g, "stage"), "supply")
  eq(H.pget(g, 0, "defeated"), false)
  eq(H.pget(g, 0, "damage"), damage, "Damage as saved")
  eq(H.pget(g, 0, "xp"), xp, "XP as saved")
  eq(H.pget(g, 0, "credit"), credit, "Credits as saved")
  eq(H.count(g, "deck", 0), cards, "the deck as saved")
  eq(H.count(g, "gear", 0, "buckler"), 1, "Gear as saved")
  eq(H.count(g, "hand", 0) + H.count(g, "discard", 0), 0)
  for s = 1, 12 do eq(g:sector_card(H.get(g, "grid"), s), nil, "the lost Act's Raid Line is cleared") end
  eq(H.prompt(g), "Sie Morrilyn: Edko Phase", "the Act begins again with its Supply Stage")
  to_act2_raid(g)
  eq(H.get(g, "stage"), "raid")
  eq(g:entity_get(H.get(g, "chapter_card"), "def"), "the-drowned-court", "Act II begins again at Chapter 1")
end)

test("a defeat in Act II may be accepted: the campaign is lost", function()
  local g = campaign()
  win_act1(g)
  to_act2_raid(g)
  defeat(g, "retry")
  eq(H.answer(g, "Accept the defeat"), "done")
  eq(g:result().reason, "all characters defeated")
end)

test("a defeat in Act I ends the campaign: no save before it", function()
  local g = campaign()
  for _ = 1, 300 do
    g:entity_set(H.player(g, 0), "damage", math.max(H.pget(g, 0, "damage") or 0, 9))
    if g:run() == "done" then break end
    local d = H.decision(g)
    ok(d.kind ~= "retry", "no retry offered")
    local pick
    for i, o in ipairs(d.options) do
      if not pick and (o == "No Block" or o:find("^Suffer ") or o:find("^End the ")) then pick = i end
    end
    g:answer(d.min == 0 and {} or pick or #d.options)
  end
  eq(g:result().reason, "all characters defeated")
end)

-- Regression (Hard campaign playtest hung): a retried Act judged defeat
-- before the Gear was back, so a Character whose Health counts linked Gear
-- came back defeated and every turn was skipped.
test("a retried Act counts linked Gear's Health before judging defeat", function()
  local g = H.scenario("campaign", {skip = true, options = {board = "4:temple-of-ashes+", stack0 = MORRILYN,
    missions = "chart-the-ashen-sea,whispers-in-the-smoke", gear0 = "reinforced-coat"}})
  win_act1(g)
  g:entity_set(H.get(g, "save"), "p0.damage", 11) -- Health 10 + 2 from the Coat
  to_act2_raid(g)
  defeat(g, "retry")
  H.answer(g, "Play Act 2 again from the save")
  eq(H.pget(g, 0, "damage"), 11)
  eq(H.pget(g, 0, "defeated"), false, "12 Health with the Coat")
end)
