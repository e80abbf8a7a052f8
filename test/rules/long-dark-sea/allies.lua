-- Allies (Raid Attack, Key Concepts, Rum Phase) and trading "during any
-- Phase" after the first Market. The Ally cards are designed (allies.lua).
local H = dofile(ROOT .. "/test/rules/long-dark-sea/helpers.lua")

local MORRILYN = "sabotage,keep-an-eye-out,boarding,lucky-day,tailwind,echo-of-gunpowder"

local function supply_until(g, kind)
  for _ = 1, 80 do
    local d = H.decision(g)
    if d.kind == kind then return d end
    if d.kind == "supply" then H.answer(g, "Pass")
    elseif d.kind == "rum" then H.answer(g, "End the Rum Phase")
    else g:answer(#d.options) end
  end
  error("no decision of kind " .. kind)
end

-- "Players may redirect suffered Damage to an Ally in the Shared Area";
-- "Defeat. When an Enemy or Ally is defeated, place it face up in the
-- Necropolis."
test("Damage redirected to an Ally; fully damaged, it goes to the Necropolis", function()
  local g = H.game{options = {board = "4:ash-corsair+", stack0 = MORRILYN, allies = "wellerman-deckhand"}}
  local ally = g:zone_at(H.zone(g, "ld.shared"), 1)
  eq(H.def_id(g, ally), "wellerman-deckhand")
  g:entity_set(H.card_at(g, 4), "damage", 1) -- «Fury»: it attacks for 6
  H.answer(g, "End the First Main Phase")
  H.answer(g, "No Block")
  H.answer(g, "Redirect to Wellerman Deckhand (4 of 4 Health left)")
  eq(g:zone_of(ally), H.zone(g, "ld.necropolis"), "the Deckhand is defeated")
  eq(H.pget(g, 0, "damage"), 2, "the excess reaches Morrilyn")
end)

test("a wounded Ally keeps its Damage and may take more later", function()
  local g = H.game{options = {board = "4:ash-corsair+", stack0 = MORRILYN, allies = "powder-monkey"}}
  local ally = g:zone_at(H.zone(g, "ld.shared"), 1)
  g:entity_set(ally, "damage", 1)
  H.answer(g, "End the First Main Phase")
  H.answer(g, "No Block")
  ok(H.has(g, "Redirect to Powder Monkey (2 of 3 Health left)"), "the Monkey's Health left is offered")
  H.answer(g, "Suffer 3 Damage")
  eq(g:zone_of(ally), H.zone(g, "ld.shared"), "not redirected, it stays")
  eq(H.pget(g, 0, "damage"), 3)
end)

-- "Your maximum hand size is determined by the sum of all cards in your
-- Personal Area and the Shared Area that show a Hand Value".
test("an Ally's Hand Value adds to the hand size", function()
  local function hand_after_draw(allies)
    local g = H.game{options = {stack0 = MORRILYN, allies = allies}}
    H.until_main(g, "Second Main Phase")
    H.answer(g, "End the Second Main Phase")
    for _ = 1, 5 do
      local d = H.decision(g)
      if d.kind == "main" then break end
      g:answer(d.min == 0 and {} or #d.options)
    end
    return g:zone_size(H.zone(g, "hand", 0))
  end
  eq(hand_after_draw("wellerman-deckhand"), hand_after_draw(nil) + 1)
end)

-- «Maintenance» in the Shared Area: "This Phase affects both the cards in
-- the active player's Personal Area and those in the Shared Area."
test("the Ship's Surgeon heals the active player at Maintenance", function()
  local g = H.game{options = {stack0 = MORRILYN, allies = "ships-surgeon"}}
  g:entity_set(H.player(g, 0), "damage", 3)
  H.until_main(g, "Second Main Phase")
  H.answer(g, "End the Second Main Phase")
  H.until_main(g, "First Main Phase")
  eq(H.pget(g, 0, "damage"), 2)
end)

test("the Powder Monkey deals 1 direct Damage to the closest revealed Enemy in the Imminent Zone", function()
  local g = H.game{options = {board = "2:ash-corsair+", stack0 = MORRILYN, allies = "powder-monkey"}}
  local enemy = H.card_at(g, 2)
  H.answer(g, "End the First Main Phase")
  H.answer(g, "No Block")
  H.answer(g, "Suffer 3 Damage") -- the Monkey would not survive the Corsair
  H.until_main(g, "Second Main Phase")
  eq(g:entity_get(enemy, "damage"), nil)
  H.answer(g, "End the Second Main Phase")
  H.until_main(g, "First Main Phase")
  eq(g:entity_get(enemy, "damage"), 1, "its Block Value does not count against direct Damage")
end)

-- Rum: "You may also remove all Damage from cards in the Personal Area or
-- Shared Area at no cost. However, when playing on Hard difficulty ...
-- Fully healing any player or Ally costs 20 XP."
test("Rum: an Ally heals for free at Normal, for 20 XP on Hard", function()
  local g = H.scenario("act2", {options = {allies = "powder-monkey"}})
  local ally = g:zone_at(H.zone(g, "ld.shared"), 1)
  eq(H.def_id(g, ally), "powder-monkey")
  g:entity_set(ally, "damage", 2)
  supply_until(g, "rum")
  eq(g:entity_get(ally, "damage"), nil, "Normal: healed at no cost")
  g = H.scenario("act2", {options = {allies = "powder-monkey", difficulty = "hard"}})
  ally = g:zone_at(H.zone(g, "ld.shared"), 1)
  g:entity_set(ally, "damage", 2)
  supply_until(g, "rum")
  eq(g:entity_get(ally, "damage"), 2, "Hard: the Damage stays until paid for")
  H.answer(g, "Heal «Powder Monkey» fully (20 XP)")
  eq(g:entity_get(ally, "damage"), nil)
  eq(H.pget(g, 0, "xp"), 80)
end)

-- "From this point on [the Market Phase], and during any Phase, a player may
-- sell Loot or exchange Resources with the supply at the listed Market
-- price, as well as trade freely with other players."
test("trading: not in Act I's Raid Stage; in the Raid Stage after a Market", function()
  local g = H.game{options = {stack0 = MORRILYN}}
  ok(not H.has(g, "Sell 1 Belitium"), "no Market has opened yet")
  g = H.scenario("act2", {crew = {"morrilyn", "tomoe"}})
  supply_until(g, "main")
  local b, c = H.pget(g, 0, "belitium"), H.pget(g, 0, "credit")
  H.answer(g, "Sell 1 Belitium for 2 Credits")
  eq(H.pget(g, 0, "belitium"), b - 1)
  eq(H.pget(g, 0, "credit"), c + 2)
  local t = H.pget(g, 1, "titanure")
  H.answer(g, "Give 1 Titanure to Tomoe Masako")
  eq(H.pget(g, 1, "titanure"), t + 1)
  eq(select(2, H.prompt(g)), "main", "trading does not end the Phase")
end)
