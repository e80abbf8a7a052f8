-- The four crews' skills (Starting Decks): Little Wall's «Mark»,
-- D. Emperatore's Weakness absorption and «Illusion» placement,
-- Omanodon's «Opportunity 2»; and Weaknesses.
local H = dofile(ROOT .. "/test/rules/long-dark-sea/helpers.lua")

local EMPERATORE = "delusio-minotauri,alternative-path,urumis-dance,delusio-argentavis,my-primate-steps,delusio-leviathan"

-- Little Wall "may «Mark» Enemies revealed at Long Range, permanently
-- reducing their Block value by 1."
test("Little Wall marks an Enemy at Long Range: its Block Value drops for good", function()
  local g = H.game{crew = {"little-wall"}, options = {board = "7:ash-corsair+",
    stack0 = "charged-shot,charged-shot,under-control,evasive-maneuver,optical-camouflage,catch-your-breath"}}
  local corsair = H.card_at(g, 7)
  H.answer(g, "Attack Sector 7 «Ash Corsair» with Character Action (2, Long)")
  H.answer(g, "Resolve (value 2)")
  eq(g:entity_get(corsair, "damage"), 1, "2 less Block 1")
  eq(g:entity_get(corsair, "marked"), 1, "Marked")
  H.answer(g, "Attack Sector 7 «Ash Corsair» with Charged Shot (2, Long)")
  H.answer(g, "Resolve (value 2)")
  eq(g:entity_get(corsair, "damage"), 3, "Block 0 now: 2 more")
end)

-- D. Emperatore's skill: "absorbing his own Weakness to Heal any Character
-- or Ally in play."
test("D. Emperatore absorbs a Weakness to Heal", function()
  local g = H.game{crew = {"emperatore"}, options = {board = "5:reef-marauder+", stack0 = EMPERATORE}}
  g:entity_set(H.player(g, 0), "damage", 5)
  local weak = g:deck_draw(H.get(g, "weakness_deck"), "top", H.zone(g, "discard", 0))
  g:entity_set(weak, "owner", 0)
  H.answer(g, "Attack Sector 5 «Reef Marauder» with Character Action (2, Medium)")
  eq(H.prompt(g), "Absorb a Weakness?")
  H.answer(g, "Retire a Weakness: Heal 3 D. Emperatore")
  eq(H.pget(g, 0, "damage"), 2, "healed 3")
  eq(g:zone_of(weak), g:deck_retired_zone(), "the Weakness is retired")
end)

-- «Illusion» tokens (designed placement: after a successful Block).
test("D. Emperatore leaves an Illusion token after a successful Block", function()
  local g = H.game{crew = {"emperatore"}, options = {board = "5:reef-marauder+", stack0 = EMPERATORE}}
  H.answer(g, "End the First Main Phase")
  H.answer(g, "Block with Alternative Path (2)")
  H.answer(g, "Resolve (value 2 against 2)")
  H.answer(g, "Place an Illusion token in Sector 5")
  eq(H.tokens(g, 5, "illusion"), 1)
  eq(H.pget(g, 0, "damage"), 0)
end)

-- Omanodon: "With «Opportunity 2», he can improve the player hand by
-- discarding useless cards".
test("Omanodon's Opportunity 2: discard up to 2, draw as many", function()
  local g = H.game{crew = {"emperatore"}, options = {board = "5:reef-marauder+",
    stack0 = EMPERATORE .. ",delusio-minotauri,urumis-dance"}}
  H.answer(g, "Attack Sector 5 «Reef Marauder» with Delusio Leviathan (3, Long)")
  H.answer(g, "Support: My Primate Steps (+2)")
  eq(select(2, H.prompt(g)), "opportunity")
  H.answer(g, {"Discard 1: Delusio Minotauri", "Discard 2: Alternative Path"})
  eq(H.ids(g, "hand", 0), "urumis-dance delusio-argentavis delusio-minotauri urumis-dance", "two discarded, two drawn")
end)

-- Weaknesses: "cards that, once revealed, are placed in their discard
-- piles". "Nobody's Perfect ... 6 starting cards plus 4 additional cards per
-- player beyond the first".
test("the Weakness deck's size; Creeping Dread gives each player a Weakness", function()
  local g1 = H.game()
  eq(g1:zone_size(H.zone(g1, "ld.weakness")), 6, "solo: 6")
  local g2 = H.game{crew = {"morrilyn", "tomoe"}, options = {board = "4:temple-of-ashes+", threats = "creeping-dread",
    stack0 = "sabotage,keep-an-eye-out,boarding,lucky-day,tailwind,echo-of-gunpowder"}}
  eq(g2:zone_size(H.zone(g2, "ld.weakness")), 10, "two players: 10")
  g2:track_set(H.get(g2, "threat"), 5)
  H.answer(g2, "Explore Sector 4 «Temple of Ashes» with Character Action (2, Medium; cost 4)")
  H.answer(g2, "Boost with Sabotage (+1)")
  H.answer(g2, "Boost with Keep an Eye Out (+1)")
  g2:dice_force({H.RAID.miss, H.RAID.blank, H.RES.blank, H.LOOT.blank}, "explore")
  H.answer(g2, "Resolve (value 4, cost 4)")
  eq(g2:zone_size(H.zone(g2, "ld.weakness")), 8, "one each")
  for p = 0, 1 do
    local n = 0
    for _, c in ipairs(g2:zone_list(H.zone(g2, "discard", p))) do
      if g2:entity_get(c, "ck") == "weakness" then n = n + 1 end
    end
    eq(n, 1, "a Weakness in player " .. p .. "'s discard pile")
  end
end)
