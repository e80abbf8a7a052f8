-- Actions and Boosts (Action System, Resolving an Action, Character Action,
-- Supports and Their Boosts, Board Ranges).
local H = dofile(ROOT .. "/test/rules/long-dark-sea/helpers.lua")
local R, C, L = H.RAID, H.RES, H.LOOT

local HAND = "sabotage,keep-an-eye-out,boarding,eternal-companion,lucky-day,tailwind"

local function morrilyn(extra)
  local options = {board = "4:temple-of-ashes+,5:reef-marauder+", stack0 = HAND .. ",eternal-companion,echo-of-gunpowder"}
  for k, v in pairs(extra or {}) do options[k] = v end
  return H.game{options = options}
end

-- "If the final value of an Action does not meet the required minimum cost,
-- the Action fails and is resolved without producing any impact."
test("an Explore below its Sector cost fails without impact", function()
  local g = morrilyn()
  local mission, threat = H.track(g, "mission"), H.track(g, "threat")
  H.answer(g, "Explore Sector 4 «Temple of Ashes» with Character Action (2, Medium; cost 4)")
  g:dice_force({R.success, R.success, C.success, L.loot}, "explore")
  H.answer(g, "Boost with Sabotage (+1)")
  H.answer(g, "Resolve (value 3, cost 4)")
  eq(g:dice_forced("explore"), 4, "no dice were rolled")
  g:dice_force_clear("explore")
  eq(H.track(g, "mission"), mission, "no Mission")
  eq(H.track(g, "threat"), threat, "no Threat")
  eq(H.ids(g, "discard", 0), "sabotage", "the Boost is discarded all the same")
  eq(H.pget(g, 0, "char_ready"), false, "and the Character stays exhausted")
  eq(select(2, H.prompt(g)), "main", "no token: the Action was no success")
end)

-- "the Short Range icon only allows actions in the Imminent Zone, while the
-- Long Range icon allows actions in any of the three rows."
test("an Action reaches the rows its Range allows", function()
  local g = morrilyn()
  ok(H.has(g, "Explore Sector 4 «Temple of Ashes» with Lucky Day (1, Short; cost 4)"), "Short reaches Sector 4")
  ok(not H.has(g, "Attack Sector 5 «Reef Marauder» with Lucky Day"), "Lucky Day is no Attack")
  ok(H.has(g, "Attack Sector 5 «Reef Marauder» with Sabotage (1, Long)"), "Long reaches Medium")
  ok(H.has(g, "Attack Sector 5 «Reef Marauder» with Character Action (1, Medium)"), "Medium reaches Medium")
  for _, o in ipairs(H.options(g)) do
    ok(not o:find("Tailwind"), "a Block card initiates nothing in a Main Phase: " .. o)
  end
end)

test("a Short Action cannot reach a Medium Sector", function()
  local g = H.game{crew = {"tomoe"}, options = {board = "5:reef-marauder+,4:ash-corsair+",
    stack0 = "odenta-fury,odenta-fury,counterattack,follow-the-trail,stalk-the-prey,earth-requiem"}}
  ok(H.has(g, "Attack Sector 4 «Ash Corsair» with Odenta Fury (3, Short)"), "the Imminent Zone")
  ok(not H.has(g, "Attack Sector 5 «Reef Marauder» with Odenta Fury"), "not Medium Range")
  ok(not H.has(g, "Attack Sector 5 «Reef Marauder» with Character Action"), "her Character Action is Short")
end)

-- "After resolving it, the Character remains exhausted until its owner's
-- next Maintenance Phase, meaning this additional Action cannot be used
-- again until it is readied once more."
test("the Character Action is used once until Maintenance", function()
  local g = morrilyn()
  H.answer(g, "Attack Sector 5 «Reef Marauder» with Character Action (1, Medium)")
  H.answer(g, "Resolve (value 1)")
  for _, o in ipairs(H.options(g)) do ok(not o:find("Character Action"), "exhausted: " .. o) end
  H.answer(g, "End the First Main Phase")
  H.until_main(g, "Second Main Phase")
  for _, o in ipairs(H.options(g)) do ok(not o:find("Character Action"), "still exhausted: " .. o) end
  H.answer(g, "End the Second Main Phase")
  H.answer(g, "Keep your hand")
  eq(H.pget(g, 0, "char_ready"), true, "readied in Maintenance")
  ok(H.has(g, "Attack Sector 5 «Reef Marauder» with Character Action"), "usable again")
end)

-- "When you initiate an Action, any player may boost it by playing a card
-- from their Support from their hand. At that moment, that Support's
-- Identity card is flipped and becomes exhausted ... so no additional cards
-- may be played until it is readied again."
test("a Support Boost exhausts the Support until Maintenance", function()
  local g = morrilyn{stack0 = "eternal-companion,eternal-companion,sabotage,boarding,lucky-day,tailwind"}
  H.answer(g, "Explore Sector 4 «Temple of Ashes» with Character Action (2, Medium; cost 4)")
  ok(H.has(g, "Support: Eternal Companion (+2)"), "the Support is ready")
  H.answer(g, "Support: Eternal Companion (+2)")
  eq(H.pget(g, 0, "support_ready"), false, "exhausted")
  H.answer(g, {}) -- Scout 2: keep both
  ok(not H.has(g, "Support: Eternal Companion (+2)"), "the other copy cannot be played")
  g:dice_force({R.blank, R.blank, C.blank, L.blank}, "explore")
  H.answer(g, "Resolve (value 4, cost 4)")
  H.answer(g, "End the First Main Phase")
  H.until_main(g, "Second Main Phase")
  H.answer(g, "End the Second Main Phase")
  H.answer(g, "Keep your hand")
  eq(H.pget(g, 0, "support_ready"), true, "readied in Maintenance")
end)

-- "Card Effects. Effect of the card in the game." "Boost effect. Determines
-- the effect of the card when used as a Boost."
test("a card's own effect applies when it initiates, not when it boosts", function()
  local g = morrilyn()
  local hand = g:zone_size(H.zone(g, "hand", 0))
  -- Keep an Eye Out as a Boost: its «Success: Draw 1» does nothing.
  H.answer(g, "Explore Sector 4 «Temple of Ashes» with Character Action (2, Medium; cost 4)")
  H.answer(g, "Boost with Keep an Eye Out (+1)")
  H.answer(g, "Boost with Sabotage (+1)")
  g:dice_force({R.success, R.blank, C.blank, L.blank}, "explore")
  H.answer(g, "Resolve (value 4, cost 4)")
  H.answer(g, "Keep it")
  eq(g:zone_size(H.zone(g, "hand", 0)), hand - 2, "no card drawn")
  -- Keep an Eye Out initiating: «Success: Draw 1».
  local g2 = morrilyn{stack0 = "keep-an-eye-out,sabotage,boarding,lucky-day,lucky-day,tailwind,echo-of-gunpowder"}
  H.answer(g2, "Explore Sector 4 «Temple of Ashes» with Keep an Eye Out (1, Long; cost 4)")
  H.answer(g2, "Boost with Lucky Day (+2)")
  H.answer(g2, "Boost with Sabotage (+1)")
  g2:dice_force({R.success, R.blank, C.blank, L.blank}, "explore")
  H.answer(g2, "Resolve (value 4, cost 4)")
  eq(H.prompt(g2), "Fortune: reroll up to 1 die", "Lucky Day's Boost effect: «Fortune 1»")
  H.answer(g2, {})
  H.answer(g2, "Keep it")
  eq(H.ids(g2, "hand", 0), "boarding lucky-day tailwind echo-of-gunpowder", "Echo of Gunpowder drawn")
end)

-- Hook & Moon: "They are always ready. They may alternate between each
-- other and chain Boosts indefinitely." FAQ: "Only cards from a Support
-- whose Trait matches its Identity name may be played (Hook/Moon or
-- Bugen/Genbu)."
test("Hook & Moon alternate and never exhaust", function()
  local g = H.game{crew = {"little-wall"}, options = {board = "5:reef-marauder+",
    stack0 = "charged-shot,ace-of-fire,hawk-eye,under-control,evasive-maneuver,optical-camouflage"}}
  H.answer(g, "Attack Sector 5 «Reef Marauder» with Charged Shot (2, Long)")
  ok(H.has(g, "Support: Ace of Fire (+2)"), "Hook shows: Ace of Fire")
  ok(not H.has(g, "Support: Hawk Eye"), "not Moon's card")
  H.answer(g, "Support: Ace of Fire (+2)")
  eq(H.pget(g, 0, "support_face"), "moon", "flipped to Moon")
  eq(H.pget(g, 0, "support_ready"), true, "still ready")
  ok(H.has(g, "Support: Hawk Eye (+2)"), "Moon's card now")
  H.answer(g, "Support: Hawk Eye (+2)")
  eq(H.pget(g, 0, "support_face"), "hook", "back to Hook")
  local marauder = H.card_at(g, 5)
  H.answer(g, "Resolve (value 6)")
  eq(g:zone_of(marauder), H.zone(g, "ld.necropolis"), "6 Damage (and Ace of Fire's +1) defeat it")
end)

test("Genbu / Bugen: a Genbu card, then a Bugen card exhausts her", function()
  local g = H.game{crew = {"tomoe"}, options = {board = "4:ash-corsair+",
    stack0 = "odenta-fury,sowing,earth-requiem,earth-requiem,counterattack,follow-the-trail,sowing"}}
  H.answer(g, "Attack Sector 4 «Ash Corsair» with Odenta Fury (3, Short)")
  ok(not H.has(g, "Support: Sowing"), "Genbu shows: no Bugen card yet")
  H.answer(g, "Support: Earth Requiem (+2)")
  eq(H.pget(g, 0, "support_face"), "bugen")
  ok(not H.has(g, "Support: Earth Requiem"), "Bugen shows now")
  H.answer(g, "Support: Sowing (+1)")
  eq(H.pget(g, 0, "support_ready"), false, "the cycle exhausts her")
  eq(H.pget(g, 0, "support_face"), "genbu")
  eq(H.count(g, "hand", 0, "sowing"), 1, "Sowing drew the other Sowing")
end)

-- "any player may boost it by playing a card from their Support" (FAQ:
-- "During another player's turn, you may only play Block Actions, Support
-- Boosts, and Retire effects").
test("another player adds a Support Boost", function()
  local g = H.game{crew = {"morrilyn", "tomoe"}, options = {board = "4:temple-of-ashes+",
    stack0 = "sabotage,keep-an-eye-out,boarding,lucky-day,tailwind,echo-of-gunpowder",
    stack1 = "earth-requiem,odenta-fury,counterattack,follow-the-trail,stalk-the-prey,oni-terror"}}
  H.answer(g, "Explore Sector 4 «Temple of Ashes» with Character Action (2, Medium; cost 4)")
  for _, o in ipairs(H.options(g)) do ok(not o:find("Earth Requiem"), "not in Morrilyn's menu") end
  H.answer(g, "Resolve (value 2, cost 4)")
  local d = H.decision(g)
  eq(d.kind, "support_boost")
  eq(d.players[1], 1, "Tomoe is asked")
  g:answer_as(1, 1)
  g:run()
  eq(H.pget(g, 1, "support_face"), "bugen", "Earth Requiem turned Genbu to Bugen")
  ok(H.has(g, "Resolve (value 4, cost 4)"), "Morrilyn may boost again or resolve: 4 now")
end)

-- "If multiple timewords resolve at the same time, the active player
-- chooses their order of resolution."
test("several «Resolve» effects: the active player orders them", function()
  local g = H.game{crew = {"little-wall", "morrilyn"}, options = {board = "5:reef-marauder+",
    stack0 = "catch-your-breath,charged-shot,under-control,take-a-detour,hawk-eye,ace-of-fire",
    stack1 = "eternal-companion,sabotage,keep-an-eye-out,boarding,lucky-day,tailwind"}}
  g:entity_set(H.player(g, 0), "damage", 2)
  H.answer(g, "End the First Main Phase")
  H.answer(g, "Block with Catch Your Breath (1)")
  H.answer(g, "Resolve (value 1 against 2)")
  local d = H.decision(g)
  eq(d.kind, "support_boost")
  g:answer_as(1, 1) -- Morrilyn: Eternal Companion (+2)
  eq(g:run(), "decision")
  H.answer(g, {}) -- her Scout 2: keep both
  H.answer(g, "Resolve (value 3 against 2)")
  local prompt, kind = H.prompt(g)
  eq(kind, "resolve_order")
  eq(table.concat(H.options(g), " | "), "Resolve Catch Your Breath first (card 1) | Resolve Eternal Companion first (card 2)")
  H.answer(g, "Resolve Catch Your Breath first (card 1)")
  eq(H.pget(g, 0, "damage"), 1, "Heal 1, and the Attack is blocked")
end)

-- Sie Morrilyn "may discard one of her tokens to boost or perform
-- simultaneous Actions". FAQ: "To perform a simultaneous Action in two
-- different Sectors that requires paying a Sector cost, pay the higher of
-- the two costs."
test("Morrilyn's simultaneous Explore pays the higher cost and rolls for both", function()
  local g = H.game{options = {board = "4:temple-of-ashes+,3:sunken-forge+",
    stack0 = "sabotage,keep-an-eye-out,boarding,lucky-day,tailwind,echo-of-gunpowder"}}
  local e = H.sector_entity(g, 4)
  g:entity_set_array(e, "sp.kind", {"fortune", "none", "none"}, "string")
  g:entity_set_array(e, "sp.n", {1, 0, 0})
  g:entity_set_array(e, "sp.owner", {0, -1, -1})
  g:entity_set(H.player(g, 0), "tokens", 2)
  H.answer(g, "Explore Sector 3 «Sunken Forge» with Character Action (2, Medium; cost 3)")
  ok(H.has(g, "Discard a Fortune token from Sector 4 (+2)"), "the token may boost")
  H.answer(g, "Discard a Fortune token from Sector 4: also explore Sector 4 «Temple of Ashes»")
  eq(H.tokens(g, 4, "fortune"), 0, "the token is discarded")
  ok(H.has(g, "Resolve (value 2, cost 4)"), "the higher of the two costs")
  H.answer(g, "Boost with Sabotage (+1)")
  H.answer(g, "Boost with Keep an Eye Out (+1)")
  local belitium, credit = H.pget(g, 0, "belitium"), H.pget(g, 0, "credit")
  -- The Forge's 2 Raid and 1 Belitium dice, then the Temple's four.
  g:dice_force({R.blank, R.blank, C.two, R.blank, R.blank, C.one, L.blank}, "explore")
  H.answer(g, "Resolve (value 4, cost 4)")
  eq(g:dice_forced("explore"), 0, "seven dice in two rolls")
  eq(H.pget(g, 0, "belitium"), belitium + 2, "from the Forge")
  eq(H.pget(g, 0, "credit"), credit + 1, "from the Temple")
end)
