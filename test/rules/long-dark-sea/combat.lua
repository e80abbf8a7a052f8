-- Attacks, Raid Attacks, Blocks and Damage (Attack Action, Raid Attack,
-- Block Action, the keywords Flight, Fury, Bleed, Counterattack).
local H = dofile(ROOT .. "/test/rules/long-dark-sea/helpers.lua")

local WALL = "charged-shot,charged-shot,under-control,evasive-maneuver,optical-camouflage,catch-your-breath"
local MORRILYN = "sabotage,keep-an-eye-out,boarding,lucky-day,tailwind,echo-of-gunpowder"

-- "some Enemies have a Block Value, which must be subtracted from each
-- Attack before Damage can be dealt to the target ... When an Enemy suffers
-- Damage equal to or greater than its Health Value, it is defeated. An Enemy
-- cannot accumulate more Damage tokens than indicated by its Health Value".
test("an Attack less the Block Value; defeat sends the Enemy to the Necropolis", function()
  local g = H.game{crew = {"little-wall"}, options = {board = "4:ash-corsair+", stack0 = WALL}}
  local corsair = H.card_at(g, 4)
  H.answer(g, "Attack Sector 4 «Ash Corsair» with Charged Shot (2, Long)")
  H.answer(g, "Resolve (value 2)")
  eq(g:entity_get(corsair, "damage"), 1, "2 less Block 1")
  H.answer(g, "Attack Sector 4 «Ash Corsair» with Charged Shot (2, Long)")
  H.answer(g, "Boost with Under Control (+1)")
  H.answer(g, "Boost with Evasive Maneuver (+1)")
  H.answer(g, "Boost with Optical Camouflage (+1)")
  -- The last card played, nothing is left to boost with: it resolves (6).
  H.answer(g, "Boost with Catch Your Breath (+1)")
  eq(g:zone_of(corsair), H.zone(g, "ld.necropolis"), "defeated: face up in the Necropolis")
  eq(g:entity_get(corsair, "damage"), nil, "its tokens removed")
  eq(H.card_at(g, 4), nil, "the Sector is empty")
end)

-- «Flight»: "The Enemy can only be targeted by Long Range Attacks or by
-- direct Damage."
test("Flight: only Long Range Attacks reach a Cinder Drone", function()
  local g = H.game{options = {board = "4:cinder-drone+", stack0 = MORRILYN}}
  ok(H.has(g, "Attack Sector 4 «Cinder Drone» with Sabotage (1, Long)"), "Sabotage is Long")
  ok(not H.has(g, "Attack Sector 4 «Cinder Drone» with Echo of Gunpowder"), "Medium cannot")
  ok(not H.has(g, "Attack Sector 4 «Cinder Drone» with Character Action"), "her Medium Character Action cannot")
end)

-- "When an enemy Raid card performs an Attack, if its maximum Range allows
-- it, the active player suffers Damage equal to that Attack's value. If the
-- enemy card lacks sufficient Range, skip this step."
test("a Raid Attack needs the Range: Medium reaches Sector 5, not Sector 6", function()
  local g = H.game{options = {board = "6:reef-marauder+", stack0 = MORRILYN}}
  H.answer(g, "End the First Main Phase")
  eq(select(2, H.prompt(g)), "main", "no Attack from Long Range")
  eq(H.pget(g, 0, "damage"), 0)
  g = H.game{options = {board = "5:reef-marauder+", stack0 = MORRILYN}}
  H.answer(g, "End the First Main Phase")
  local prompt, kind = H.prompt(g)
  eq(kind, "block")
  eq(prompt, "«Reef Marauder» attacks you for 2")
  H.answer(g, "No Block")
  eq(H.pget(g, 0, "damage"), 2, "2 Damage")
end)

-- "Block Actions may be played in response to an incoming Attack to prevent
-- Damage ... You may only initiate one Block Action per Attack received, and
-- you may boost it like any other Action".
test("one Block, boosted; the rest of the Attack is suffered", function()
  local g = H.game{options = {board = "4:ash-corsair+", stack0 = MORRILYN}}
  H.answer(g, "End the First Main Phase")
  ok(H.has(g, "Block with Tailwind (2)"), "a Block card")
  ok(H.has(g, "Block with Character Action (1)"), "or the Character Action")
  H.answer(g, "Block with Tailwind (2)")
  H.answer(g, "Resolve (value 2 against 3)")
  eq(H.pget(g, 0, "damage"), 1, "3 less 2 blocked")
  eq(select(2, H.prompt(g)), "main", "no second Block")
  eq(H.count(g, "hand", 0), 6, "Tailwind's «Success: Draw 1» replaced it")
end)

-- "Players may redirect suffered Damage to an Ally in the Shared Area or to
-- their Gear, provided it has a printed Health Value ... any excess Damage
-- is dealt directly to the Character."
test("Damage redirected to Gear; the excess reaches the Character", function()
  local g = H.game{options = {board = "4:ash-corsair+", stack0 = MORRILYN, gear0 = "reinforced-coat"}}
  local corsair = H.card_at(g, 4)
  g:entity_set(corsair, "damage", 1) -- «Fury»: damaged, it attacks for 6
  H.answer(g, "End the First Main Phase")
  eq(H.prompt(g), "«Ash Corsair» attacks you for 6", "«Fury» doubles its Attack")
  H.answer(g, "No Block")
  H.answer(g, "Redirect to Reinforced Coat (3 of 3 Health left)")
  local coat = g:zone_at(H.zone(g, "gear", 0), 1)
  eq(g:entity_get(coat, "damage"), 3, "the Coat is fully damaged")
  eq(g:zone_of(coat), H.zone(g, "gear", 0), "and not retired")
  eq(H.pget(g, 0, "damage"), 3, "3 more to Morrilyn")
end)

-- "Direct or Unblockable Damage cannot be blocked or redirected and is
-- always suffered by the active player."
test("direct Damage is neither blocked nor redirected", function()
  local g = H.game{options = {board = "4:ash-storm+", stack0 = MORRILYN, gear0 = "reinforced-coat"}}
  H.answer(g, "End the First Main Phase")
  eq(select(2, H.prompt(g)), "main", "no Block, no redirect")
  eq(H.pget(g, 0, "damage"), 2)
end)

-- "When the number of Damage tokens equals a Character's printed Health
-- Value, that Character is defeated. The game ends if all players are
-- defeated."
test("the last Character defeated loses the game", function()
  local g = H.game{options = {board = "4:ash-storm+", stack0 = MORRILYN}}
  g:entity_set(H.player(g, 0), "damage", 9)
  eq(H.answer(g, "End the First Main Phase"), "done")
  eq(H.pget(g, 0, "defeated"), true)
  local result = g:result()
  eq(result.reason, "all characters defeated")
end)

test("with two players the game goes on; a defeated Character may be healed", function()
  local g = H.game{crew = {"morrilyn", "tomoe"}, options = {board = "4:ash-storm+", stack0 = MORRILYN,
    inv1 = "ration", stack1 = "odenta-fury,odenta-fury,counterattack,follow-the-trail,stalk-the-prey,earth-requiem"}}
  g:entity_set(H.player(g, 0), "damage", 9)
  H.answer(g, "End the First Main Phase")
  eq(H.pget(g, 0, "defeated"), true, "Morrilyn is defeated")
  -- Designed: the rest of a defeated player's turn is skipped.
  eq(H.prompt(g), "Tomoe Masako: First Main Phase", "Tomoe's turn begins")
  H.answer(g, "Retire Ration")
  eq(H.pget(g, 0, "damage"), 7, "the Ration heals the most damaged Character")
  eq(H.pget(g, 0, "defeated"), false, "Morrilyn is back")
  H.answer(g, "End the First Main Phase")
  H.until_main(g, "Second Main Phase")
  H.answer(g, "End the Second Main Phase")
  H.answer(g, "Keep your hand")
  eq(H.prompt(g), "Sie Morrilyn: First Main Phase", "her turn comes round again")
end)

test("a defeated Character's turns are skipped", function()
  local g = H.game{crew = {"morrilyn", "tomoe"}, options = {stack0 = MORRILYN,
    stack1 = "odenta-fury,odenta-fury,counterattack,follow-the-trail,stalk-the-prey,earth-requiem"}}
  g:entity_set(H.player(g, 0), "damage", 10)
  g:entity_set(H.player(g, 0), "defeated", true)
  H.answer(g, "End the First Main Phase")
  H.until_main(g, "Second Main Phase")
  H.answer(g, "End the Second Main Phase")
  H.answer(g, "Keep your hand")
  eq(H.prompt(g), "Tomoe Masako: First Main Phase")
  H.answer(g, "End the First Main Phase")
  H.until_main(g, "Second Main Phase")
  H.answer(g, "End the Second Main Phase")
  H.answer(g, "Keep your hand")
  eq(H.prompt(g), "Tomoe Masako: First Main Phase", "Morrilyn's turn is skipped")
end)

-- «Bleed X»: "Place X Bleed tokens on a damaged, undefeated Enemy. When
-- resolving altered conditions, flip only one Bleed token to deal 2 direct
-- Damage." (Tomoe Masako's skill)
test("Bleed: one token flips per activation for 2 direct Damage", function()
  local g = H.game{crew = {"tomoe"}, options = {board = "4:ash-corsair+",
    stack0 = "follow-the-trail,follow-the-trail,stalk-the-prey,stalk-the-prey,earth-requiem,sowing"}}
  local corsair = H.card_at(g, 4)
  H.answer(g, "Attack Sector 4 «Ash Corsair» with Character Action (3, Short)")
  H.answer(g, "Resolve (value 3)")
  eq(g:entity_get(corsair, "damage"), 2, "3 less Block 1")
  eq(g:entity_get(corsair, "bleed"), 1, "her skill: Bleed 1")
  H.answer(g, "Keep it") -- no Prey token
  H.answer(g, "End the First Main Phase")
  -- Its activation: the Bleed token first (2 direct Damage: 4 of 5).
  eq(g:entity_get(corsair, "damage"), 4, "Bleed dealt 2 direct Damage")
  eq(g:entity_get(corsair, "bleed"), 0, "the token is flipped")
  -- No Block card, the Character exhausted: no Block to offer.
  eq(H.pget(g, 0, "damage"), 6, "then it attacks, furious: 3 doubled")
end)

-- «Counterattack X»: "The target player or Enemy returns X direct Damage.
-- Counterattack only resolves if the target survives the Attack."
test("Counterattack: a successful Block returns 1 direct Damage", function()
  local g = H.game{crew = {"tomoe"}, options = {board = "5:reef-marauder+",
    stack0 = "counterattack,follow-the-trail,stalk-the-prey,stalk-the-prey,earth-requiem,sowing"}}
  local marauder = H.card_at(g, 5)
  H.answer(g, "End the First Main Phase")
  H.answer(g, "Block with Counterattack (2)")
  H.answer(g, "Resolve (value 2 against 2)")
  eq(H.pget(g, 0, "damage"), 0, "all blocked")
  eq(g:entity_get(marauder, "damage"), 1, "1 direct Damage returned")
end)

-- Tomoe's «Prey» tokens "may be discarded to increase the Damage dealt to
-- an Enemy by 1. If she places all 3 tokens in the same Sector, they lock
-- and become a «Hunting Ground», increasing all Attacks made in that Sector
-- by 1."
test("Prey tokens add Damage; three of them make a Hunting Ground", function()
  local g = H.game{crew = {"tomoe"}, options = {board = "4:ash-corsair+",
    stack0 = "odenta-fury,odenta-fury,stalk-the-prey,stalk-the-prey,earth-requiem,sowing"}}
  local corsair = H.card_at(g, 4)
  local e = H.sector_entity(g, 4)
  H.set_spaces(g, e, {"prey", "none", "none"}, {1, 0, 0}, {0, -1, -1})
  g:entity_set(H.player(g, 0), "tokens", 2)
  H.answer(g, "Attack Sector 4 «Ash Corsair» with Odenta Fury (3, Short)")
  H.answer(g, "Resolve (value 3)")
  H.answer(g, "Discard 1 Prey token (+1 Damage)")
  eq(g:entity_get(corsair, "damage"), 3, "3 less Block 1, plus 1")
  eq(H.pget(g, 0, "tokens"), 3, "the token went back")
  H.answer(g, "Place a Prey token in Sector 4")
  -- Fill the Sector: three Prey tokens lock.
  H.set_spaces(g, e, {"prey", "prey", "prey"}, {1, 1, 1}, {0, 0, 0})
  g:entity_set(H.player(g, 0), "tokens", 0)
  H.answer(g, "Attack Sector 4 «Ash Corsair» with Odenta Fury (3, Short)")
  ok(H.has(g, "Resolve (value 4)"), "the Hunting Ground adds 1")
end)

-- D. Emperatore's «Illusion» tokens "reduce an enemy's Raid Attack value by
-- 1 for each token discarded".
test("Illusion tokens reduce a Raid Attack", function()
  local g = H.game{crew = {"emperatore"}, options = {board = "5:reef-marauder+",
    stack0 = "delusio-minotauri,delusio-minotauri,urumis-dance,delusio-argentavis,my-primate-steps,delusio-leviathan"}}
  local e = H.sector_entity(g, 5)
  H.set_spaces(g, e, {"illusion", "illusion", "none"}, {1, 1, 0}, {0, 0, -1})
  g:entity_set(H.player(g, 0), "tokens", 1)
  H.answer(g, "End the First Main Phase")
  eq(H.prompt(g), "«Reef Marauder» attacks for 2")
  H.answer(g, "Discard 2 Illusion tokens (-2)")
  eq(H.pget(g, 0, "damage"), 0, "nothing left of the Attack")
  eq(H.pget(g, 0, "tokens"), 3)
end)

-- «Retire»: "If retired voluntarily, it may be resolved at any time, even in
-- response before other effects are applied." FAQ: "During another player's
-- turn, you may only play Block Actions, Support Boosts, and Retire effects
-- from cards in your Personal Area."
test("a Smoke Bomb retired in response to a Raid Attack, by another player", function()
  local g = H.game{crew = {"morrilyn", "tomoe"}, options = {board = "4:ash-corsair+", stack0 = MORRILYN,
    inv1 = "smoke-bomb", stack1 = "odenta-fury,odenta-fury,counterattack,follow-the-trail,stalk-the-prey,earth-requiem"}}
  H.answer(g, "End the First Main Phase")
  local d = H.decision(g)
  eq(d.kind, "respond")
  eq(d.players[1], 1, "Tomoe, on Morrilyn's turn")
  eq(d.prompt, "«Ash Corsair» attacks Sie Morrilyn for 3")
  g:answer_as(1, 1)
  eq(g:run(), "decision")
  eq(H.pget(g, 0, "damage"), 0, "no Damage")
  eq(g:zone_size(H.zone(g, "inv", 1)), 0, "the Smoke Bomb is retired")
  eq(H.prompt(g), "Sie Morrilyn: Second Main Phase", "and no Block was needed")
end)
