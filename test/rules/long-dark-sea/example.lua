-- The rulebook's Gameplay Example (page 22): Sie Morrilyn explores the
-- "Temple of Ashes" twice, in her First and Second Main Phases.
local H = dofile(ROOT .. "/test/rules/long-dark-sea/helpers.lua")
local R, C, L = H.RAID, H.RES, H.LOOT

-- Her hand: two cards to boost with, Boarding!, Eternal Companion and two
-- more; the second Eternal Companion waits on top of her deck for Scout.
local HAND = "sabotage,keep-an-eye-out,boarding,eternal-companion,lucky-day,tailwind"

local function example()
  return H.game{options = {
    board = "4:temple-of-ashes+",
    stack0 = HAND .. ",eternal-companion,echo-of-gunpowder",
    raid = "reef-marauder",
    loot = "star-compass,grog,ration",
  }}
end

test("the gameplay example: Morrilyn explores the Temple of Ashes twice", function()
  local g = example()
  -- "With Haramiyida alongside her, Morrilyn begins her turn with a hand
  -- size of 6."
  eq(g:zone_size(H.zone(g, "hand", 0)), 6, "hand size")
  eq(H.def_id(g, H.card_at(g, 4)), "temple-of-ashes")
  -- "she decides to explore the "Temple of Ashes", which has a Sector cost
  -- of 4. To do so, she initiates her Character's Explore Action at Medium
  -- Range with a Base Value of 2, flipping her Identity card."
  H.answer(g, "Explore Sector 4 «Temple of Ashes» with Character Action (2, Medium; cost 4)")
  eq(H.pget(g, 0, "char_ready"), false, "the Identity card is flipped")
  ok(H.has(g, "Resolve (value 2, cost 4)"), "2 of 4 so far")
  -- "Since the required cost is 4, she boosts her Action by +2 by playing
  -- two cards from her hand for their Boost Value."
  H.answer(g, "Boost with Sabotage (+1)")
  H.answer(g, "Boost with Keep an Eye Out (+1)")
  -- "She chooses to close the Action and apply its impact, rolling the four
  -- indicated Exploration Dice."
  g:dice_force({R.success, R.success, C.miss, L.loot}, "explore")
  local mission, threat = H.track(g, "mission"), H.track(g, "threat")
  H.answer(g, "Resolve (value 4, cost 4)")
  eq(g:dice_forced("explore"), 0, "four dice rolled")
  -- "She applies the results, drawing 1 Loot card that she chooses to equip."
  eq(H.ids(g, "gear", 0), "star-compass", "equipped")
  -- "She then advances both tracks: first the Mission Track by 2 spaces,
  -- then the Threat Track by 1."
  eq(H.track(g, "mission"), mission + 2, "Mission Track")
  eq(H.track(g, "threat"), threat + 1, "Threat Track")
  -- "Since her Exploration was successful, she may place 1 of her tokens
  -- under that Location. Finally, she discards all cards played."
  H.answer(g, "Place a Fortune token in Sector 4")
  eq(H.tokens(g, 4, "fortune"), 1, "a Fortune token in Sector 4")
  eq(H.pget(g, 0, "tokens"), 2, "two left")
  eq(H.ids(g, "discard", 0), "keep-an-eye-out sabotage", "the cards played are discarded")
  eq(g:zone_size(H.zone(g, "ld.played")), 0, "nothing left in play")
  -- "Morrilyn decides she will continue playing in her second Main Phase, so
  -- she begins the Scenario Phase. As the revealed cards have no «Activate»
  -- effects, Attacks, or Time counters, she applies the Advance effect. To
  -- do so, she places the top card of the Raid deck in Sector 9 ... Once the
  -- Advance is complete, she flips her Turn Token."
  H.answer(g, "End the First Main Phase")
  eq(H.def_id(g, H.card_at(g, 9)), "reef-marauder", "the top card in Sector 9")
  eq(g:entity_get(H.card_at(g, 9), "revealed"), nil, "face down")
  eq(H.def_id(g, H.card_at(g, 4)), "temple-of-ashes", "the Temple stays in Sector 4")
  eq(H.get(g, "phase"), "main2", "the Turn Token is flipped")
  -- "In her second Main Phase, she decides to explore the "Temple of Ashes"
  -- again, playing her "Boarding!" card and discarding the token previously
  -- placed under that Location. This allows her to roll 8 dice!"
  H.answer(g, "Explore Sector 4 «Temple of Ashes» with Boarding! (2, Medium; cost 4)")
  H.answer(g, "Discard a Fortune token: roll the dice twice")
  eq(H.tokens(g, 4, "fortune"), 0, "the token is gone")
  -- "To meet the required cost, she plays "Eternal Companion," flipping her
  -- Support's Identity card. Playing "Eternal Companion" lets her «Scout 2»
  -- when its reverse is revealed and adds +2 to her Action's value. She's
  -- lucky: she's able to discard another Support card from her deck."
  H.answer(g, "Support: Eternal Companion (+2)")
  eq(H.pget(g, 0, "support_ready"), false, "Haramiyida is flipped")
  local prompt = H.prompt(g)
  eq(prompt, "Scout 2: discard any of the top cards")
  H.answer(g, {"Discard 1: Eternal Companion"})
  eq(H.count(g, "discard", 0, "eternal-companion"), 1, "scouted away")
  -- "She chooses to resolve the Action, returning the Support card from her
  -- discard pile to her hand and rolling the eight Exploration Dice (rolling
  -- the Raid Dice two additional times). This time, she gains 3 Credits and
  -- draws 2 Loot Items, which she may place in the Inventory of her Personal
  -- Area."
  g:dice_force({R.blank, R.blank, R.blank, R.blank, C.two, C.one, L.loot, L.loot}, "explore")
  local credits = H.pget(g, 0, "credit")
  mission, threat = H.track(g, "mission"), H.track(g, "threat")
  H.answer(g, "Resolve (value 4, cost 4)")
  eq(g:dice_forced("explore"), 0, "eight dice rolled")
  eq(H.count(g, "hand", 0, "eternal-companion"), 1, "the scouted Support card is back in her hand")
  eq(H.pget(g, 0, "credit"), credits + 3, "3 Credits")
  eq(H.ids(g, "inv", 0), "grog ration", "2 Loot Items in the Inventory")
  eq(H.track(g, "mission"), mission, "no Success this time")
  eq(H.track(g, "threat"), threat, "no Miss")
  eq(H.count(g, "discard", 0, "boarding"), 1, "Boarding! discarded")
  eq(H.count(g, "discard", 0, "eternal-companion"), 1, "the played Eternal Companion discarded")
  local prompt2, kind = H.prompt(g)
  eq(kind, "main", "back in her Second Main Phase")
  ok(prompt2:find("Second Main Phase"), prompt2)
end)
