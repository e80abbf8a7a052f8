-- The Raid Stage turn (The Raid Stage, Scenario Phase, Discard and Draw
-- Phase, Maintenance Phase), the Destiny deck, and how an Act is won.
local H = dofile(ROOT .. "/test/rules/long-dark-sea/helpers.lua")
local R, C, L = H.RAID, H.RES, H.LOOT

local MORRILYN = "sabotage,keep-an-eye-out,boarding,lucky-day,tailwind,echo-of-gunpowder"

-- "On each turn, the active player must complete all 5 Phases of their turn
-- before passing the Turn Token to the next player."
test("five Phases, then the Turn Token passes", function()
  local g = H.game{crew = {"morrilyn", "tomoe"}}
  eq(H.prompt(g), "Sie Morrilyn: First Main Phase")
  eq(H.get(g, "phase"), "main1")
  H.answer(g, "End the First Main Phase")
  eq(H.prompt(g), "Sie Morrilyn: Second Main Phase")
  eq(H.get(g, "phase"), "main2", "the Turn Token is flipped after the Scenario Phase")
  H.answer(g, "End the Second Main Phase")
  eq(H.prompt(g), "Discard and Draw")
  H.answer(g, "Keep your hand")
  eq(H.get(g, "active"), 1, "the Turn Token passed")
  eq(H.prompt(g), "Tomoe Masako: First Main Phase")
  eq(H.get(g, "turn"), 2)
end)

-- "all revealed cards are activated one by one, starting with the Sector
-- closest to the players and ending with the farthest one (Sector 9)".
test("the Scenario Phase activates revealed cards closest first", function()
  local g = H.game{options = {board = "3:ash-storm+,2:ash-storm+,7:reef-marauder"}}
  local mark = g:event_end()
  H.answer(g, "End the First Main Phase")
  -- Each Ash Storm places a Counter in its own Sector when it activates.
  local order, seen = {}, {}
  for seq = mark, g:event_end() - 1 do
    local e = g:event_get(seq)
    if e.kind == "entity.set" and g:entity_exists(e.subject) and g:entity_kind(e.subject) == "ld.sector" then
      local n = g:entity_get(e.subject, "number")
      if not seen[n] and (n == 2 or n == 3) then
        seen[n] = true
        order[#order + 1] = n
      end
    end
  end
  eq(table.concat(order, " "), "2 3", "Sector 2 before Sector 3")
  eq(H.pget(g, 0, "damage"), 4, "2 direct Damage each")
  eq(g:entity_get(H.card_at(g, 7), "revealed"), nil, "a hidden card is not activated")
end)

-- "When a card with a Time Value is revealed, place a number of Time
-- counters on it equal to that value. At the end of its activation ...
-- reduce its Time Value by 1. If it reaches zero, the card is recovered."
test("Time counters: an Ash Storm lasts two activations", function()
  local g = H.game{options = {board = "3:ash-storm+", stack0 = MORRILYN}}
  local storm = H.card_at(g, 3)
  eq(g:entity_get(storm, "time"), 2)
  H.answer(g, "End the First Main Phase")
  eq(g:entity_get(storm, "time"), 1)
  H.answer(g, "End the Second Main Phase")
  H.answer(g, "Keep your hand")
  H.answer(g, "End the First Main Phase")
  local raid = H.zone(g, "ld.raid")
  eq(g:zone_at(raid, g:zone_size(raid)), storm, "recovered to the bottom of the Raid deck")
  eq(g:entity_get(storm, "time"), nil, "its counters gone")
  eq(H.tokens(g, 3, "counter"), 2, "Sector tokens stay where they are")
end)

-- "decide whether to discard the remaining cards in your hand or keep them
-- for the next turn. Then draw cards from the top of your deck until you
-- reach your maximum hand size."
test("Discard and Draw: keep or discard, then draw to the hand size", function()
  local g = H.game{options = {board = "4:temple-of-ashes+", stack0 = MORRILYN}}
  H.answer(g, "Explore Sector 4 «Temple of Ashes» with Character Action (2, Medium; cost 4)")
  H.answer(g, "Boost with Sabotage (+1)")
  H.answer(g, "Boost with Keep an Eye Out (+1)")
  g:dice_force({R.blank, R.blank, C.blank, L.blank}, "explore")
  H.answer(g, "Resolve (value 4, cost 4)")
  H.answer(g, "End the First Main Phase")
  H.answer(g, "End the Second Main Phase")
  local kept = H.ids(g, "hand", 0)
  H.answer(g, "Keep your hand")
  eq(g:zone_size(H.zone(g, "hand", 0)), 6, "drawn back to 6")
  eq(H.ids(g, "hand", 0):sub(1, #kept), kept, "the kept cards are still there")
  H.answer(g, "End the First Main Phase")
  H.answer(g, "End the Second Main Phase")
  local old = g:zone_list(H.zone(g, "hand", 0))
  H.answer(g, "Discard your hand")
  eq(g:zone_size(H.zone(g, "hand", 0)), 6)
  for _, c in ipairs(old) do eq(g:zone_of(c), H.zone(g, "discard", 0), "discarded") end
end)

-- Issue 21: "This is the only Phase in which maximum hand size is enforced;
-- during any other Phase, you may exceed this limit and hold more cards." A
-- kept hand over the maximum comes down to it, the player choosing.
test("Discard and Draw: a kept hand over the maximum is discarded down to it", function()
  local g = H.game{}
  local hand, deck = H.zone(g, "hand", 0), H.zone(g, "deck", 0)
  g:deck_move(deck, "top", 2, hand)
  eq(g:zone_size(hand), 8, "two over the 6 of the hand size, allowed in the Main Phase")
  H.answer(g, "End the First Main Phase")
  H.answer(g, "End the Second Main Phase")
  H.answer(g, "Keep your hand")
  local d = g:decision()
  eq(d.kind, "hand_limit", "the player chooses what goes")
  eq(d.min, 2)
  eq(d.max, 2)
  local cards = g:zone_list(hand)
  g:answer_as(0, {3, 8})
  g:run()
  eq(g:zone_size(hand), 6, "down to the maximum, nothing drawn")
  eq(g:zone_of(cards[3]), H.zone(g, "discard", 0), "the chosen cards are discarded")
  eq(g:zone_of(cards[8]), H.zone(g, "discard", 0))
  eq(g:zone_of(cards[1]), hand, "the others kept")
end)

-- "Only when you must draw cards and your deck is empty do you shuffle your
-- discard pile to form a new deck. No other game effect (such as discarding
-- or looking at cards) triggers this reshuffle."
test("the discard pile is shuffled in only when a card must be drawn", function()
  local g = H.game{options = {board = "4:temple-of-ashes+",
    stack0 = "eternal-companion,sabotage,keep-an-eye-out,boarding,lucky-day,tailwind"}}
  local deck, discard = H.zone(g, "deck", 0), H.zone(g, "discard", 0)
  -- Empty the deck into the discard pile.
  g:deck_move(deck, "top", g:zone_size(deck), discard)
  local in_discard = g:zone_size(discard)
  H.answer(g, "Explore Sector 4 «Temple of Ashes» with Character Action (2, Medium; cost 4)")
  -- Eternal Companion flips Haramiyida: «Scout 2» looks at an empty deck.
  H.answer(g, "Support: Eternal Companion (+2)")
  eq(g:zone_size(deck), 0, "Scout did not reshuffle")
  eq(g:zone_size(discard), in_discard, "the discard pile is untouched")
  g:dice_force({R.blank, R.blank, C.blank, L.blank}, "explore")
  H.answer(g, "Resolve (value 4, cost 4)")
  H.answer(g, "End the First Main Phase")
  H.answer(g, "End the Second Main Phase")
  eq(g:zone_size(deck), 0, "still no deck")
  H.answer(g, "Discard your hand")
  eq(g:zone_size(H.zone(g, "hand", 0)), 6, "drawing reshuffled the discard pile")
  ok(g:zone_size(deck) > 0, "a new deck")
  eq(g:zone_size(discard), 0, "the whole discard pile went into it")
end)

-- "First, all exhausted components are readied; then all «Maintenance»
-- timeword effects are resolved. This Phase affects both the cards in the
-- active player's Personal Area and those in the Shared Area."
test("Maintenance readies the active player's Character and Support only", function()
  local g = H.game{crew = {"morrilyn", "tomoe"}}
  g:entity_set(H.player(g, 0), "char_ready", false)
  g:entity_set(H.player(g, 1), "char_ready", false)
  g:entity_set(H.player(g, 0), "support_ready", false)
  H.answer(g, "End the First Main Phase")
  H.until_main(g, "Second Main Phase")
  H.answer(g, "End the Second Main Phase")
  H.answer(g, "Keep your hand")
  eq(H.pget(g, 0, "char_ready"), true)
  eq(H.pget(g, 0, "support_ready"), true)
  eq(H.pget(g, 1, "char_ready"), false, "not the other player's")
end)

-- "If a new card must be revealed and the Destiny deck is empty, shuffle its
-- discard pile and place it face down in the same space to form a new
-- deck. Each time the deck is depleted, reverse the order of its spaces."
test("the Destiny deck: a number per activation; depleted, it reverses", function()
  local g = H.game{options = {board = "1:ashen-dreadnought+", stack0 = MORRILYN}}
  local destiny, used = H.zone(g, "ld.destiny"), H.zone(g, "ld.destiny.discard")
  g:deck_move(destiny, "top", 6, used)
  eq(H.get(g, "destiny_reversed"), nil)
  H.answer(g, "End the First Main Phase")
  H.answer(g, "No Block")
  eq(H.get(g, "destiny_reversed"), true, "the spaces are reversed")
  eq(g:zone_size(destiny), 5, "five left after the reveal")
  eq(g:zone_size(used), 1, "the revealed card discarded")
end)

-- "Players win by revealing the final Chapter of each Act".
test("filling the Mission Track twice reveals the final Chapter: the Act is won", function()
  local g = H.game{options = {board = "4:temple-of-ashes+", stack0 = MORRILYN,
                              missions = "chart-the-ashen-sea,whispers-in-the-smoke"}}
  eq(H.get(g, "chapter"), 1)
  g:track_set(H.get(g, "mission"), 7)
  H.answer(g, "Explore Sector 4 «Temple of Ashes» with Character Action (2, Medium; cost 4)")
  H.answer(g, "Boost with Sabotage (+1)")
  H.answer(g, "Boost with Keep an Eye Out (+1)")
  g:dice_force({R.success, R.blank, C.blank, L.blank}, "explore")
  H.answer(g, "Resolve (value 4, cost 4)")
  eq(H.get(g, "chapter"), 2, "Chapter 2")
  -- Chapter 2 brings the Ash Warden into Sector 5.
  eq(H.def_id(g, H.card_at(g, 5)), "ash-warden")
  eq(g:entity_get(H.card_at(g, 5), "revealed"), true)
  H.answer(g, "Keep it")
  g:track_set(H.get(g, "mission"), 7)
  H.answer(g, "Explore Sector 4 «Temple of Ashes» with Boarding! (2, Medium; cost 4)")
  H.answer(g, "Boost with Lucky Day (+2)")
  g:dice_force({R.success, R.blank, C.blank, L.blank}, "explore")
  H.answer(g, "Resolve (value 4, cost 4)")
  eq(H.answer(g, {}), "done", "the final Chapter ends the game")
  local result = g:result()
  eq(result.reason, "final chapter")
  eq(H.get(g, "chapter"), 3)
end)

test("defeating the Ash Warden reveals the next Chapter", function()
  local g = H.game{crew = {"little-wall"}, options = {
    stack0 = "charged-shot,charged-shot,charged-shot,under-control,evasive-maneuver,optical-camouflage",
    missions = "chart-the-ashen-sea"}}
  g:track_set(H.get(g, "mission"), 7)
  -- Treasure-free route: a Mission fill reveals Chapter 2 first.
  g:entity_set(H.player(g, 0), "char_ready", true)
  H.answer(g, "End the First Main Phase")
  H.answer(g, "End the Second Main Phase")
  H.answer(g, "Keep your hand")
  -- Put the Warden on the line as Chapter 2 does, nearly defeated.
  local warden = g:deck_find(H.get(g, "secret_deck"), "def", "ash-warden")
  g:zone_remove(warden)
  g:sector_place(H.get(g, "grid"), H.sector(g, 5), warden)
  g:entity_set(warden, "revealed", true)
  local ch2 = g:deck_draw(H.get(g, "chapter_deck"), "top", H.zone(g, "ld.shared"))
  g:entity_set(H.game_entity(g), "chapter_card", ch2)
  g:entity_set(H.game_entity(g), "chapter", 2)
  H.answer(g, "End the First Main Phase")
  H.until_main(g, "Second Main Phase")
  g:entity_set(warden, "damage", 8) -- after its activation (a Destiny may heal it)
  H.answer(g, "Attack Sector 5 «Ash Warden» with Charged Shot (2, Long)")
  H.answer(g, "Boost with Charged Shot (+1)")
  eq(H.answer(g, "Resolve (value 3)"), "done", "3 less Block 1: defeated, Chapter 3 revealed")
  eq(g:result().reason, "final chapter")
end)

-- "B. Build Your Deck. Build your starting Basic deck with a total value of
-- 150 XP, combining the Basic cards of your Character and your Support.
-- Each Basic card has a value of 10 XP."
test("a player's own Basic deck: 150 XP of the pair's Basic cards, 3 copies at most", function()
  local own = "sabotage:3,keep-an-eye-out:3,boarding:3,lucky-day:3,eternal-companion:3"
  local g = H.game{options = {deck0 = own}}
  local n = {}
  for _, zname in ipairs{"hand", "deck"} do
    for _, c in ipairs(g:zone_list(H.zone(g, zname, 0))) do
      local id = g:entity_get(c, "def")
      n[id] = (n[id] or 0) + 1
    end
  end
  eq(n.boarding, 3)
  eq(n["eternal-companion"], 3)
  eq(n.tailwind, nil, "not chosen")
  fails(function() H.game{options = {deck0 = "sabotage:3,keep-an-eye-out:3,boarding:3,lucky-day:3"}} end,
        "worth 120 XP, not 150")
  fails(function() H.game{options = {deck0 = "sabotage:4,keep-an-eye-out:3,boarding:3,lucky-day:3,tailwind:2"}} end,
        "more than 3 copies")
  fails(function() H.game{options = {deck0 = "odenta-fury:3,keep-an-eye-out:3,boarding:3,lucky-day:3,tailwind:3"}} end,
        "is not a Basic card")
end)
